// How a dialog opens: from a button of its own, or from elsewhere (a row's action menu),
// whose owner holds the open state. Radix gives focus back to the dialog's own trigger on
// close; a dialog opened from a menu has none, so it names the control to give focus back
// to (the menu's button), or focus would fall to the page's body.
import { useState, type ReactElement, type RefObject } from 'react';
import type { DialogTriggerChild } from './dialog-trigger';
import type { DialogContentProps } from '@radix-ui/react-dialog';
import { Dialog } from './dialog';

export interface DialogOpening {
  /** The dialog's own button; without one, the owner opens it with `open`. */
  readonly trigger?: DialogTriggerChild | undefined;
  /** Set by an owner that holds the open state; else the dialog holds its own. */
  readonly open?: boolean | undefined;
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** Gets focus when the dialog closes (when it has no trigger of its own). */
  readonly returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

export interface OpenedDialog {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The dialog's own trigger, when it has one (rendered inside the dialog's root). */
  readonly trigger: ReactElement | null;
  /** For Dialog.Content: where focus goes on close. */
  readonly onCloseAutoFocus: DialogContentProps['onCloseAutoFocus'];
}

export function useDialogOpening({
  trigger,
  open,
  onOpenChange,
  returnFocusTo,
}: DialogOpening): OpenedDialog {
  const [ownOpen, setOwnOpen] = useState(false);
  return {
    open: open ?? ownOpen,
    setOpen: (next) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    trigger: trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null,
    onCloseAutoFocus: returnFocusTo
      ? (event) => {
          const target = returnFocusTo.current;
          // Gone with its row (a delete): the list moves focus to the next row itself.
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }
      : undefined,
  };
}
