import { useEffect, useState, type ReactNode } from 'react';
import {
  loadedRadixDialog,
  loadRadixDialog,
  RadixDialogContext,
  WaitingDialogContext,
} from './radix-dialog';

export interface DialogRootProps {
  /** Set by an owner that holds the open state; else the dialog holds its own. */
  readonly open?: boolean | undefined;
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  readonly children?: ReactNode;
}

/**
 * Holds a dialog's open state. Always modal: the page behind is inert (spec section 9).
 * Radix's dialog is loaded when the dialog first opens (radix-dialog.ts).
 */
export function DialogRoot({ open, onOpenChange, children }: DialogRootProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [radix, setRadix] = useState(loadedRadixDialog);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!isOpen || radix !== undefined) return;
    let current = true;
    loadRadixDialog().then(
      (loaded) => current && setRadix(loaded),
      // Not loaded (offline): closed again, so that the next click tries once more.
      () => current && setOpen(false),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen is new on each render
  }, [isOpen, radix]);

  if (radix === undefined) {
    return (
      <WaitingDialogContext.Provider value={{ open: setOpen }}>
        {children}
      </WaitingDialogContext.Provider>
    );
  }
  return (
    <RadixDialogContext.Provider value={radix}>
      <radix.Root open={isOpen} onOpenChange={setOpen} modal>
        {children}
      </radix.Root>
    </RadixDialogContext.Provider>
  );
}
