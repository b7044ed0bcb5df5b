import { cloneElement, useContext, type MouseEvent, type ReactElement } from 'react';
import { loadRadixDialog, useRadixDialog, WaitingDialogContext } from './radix-dialog';

interface TriggerButtonProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: () => void;
}

/** The one button of ours that a trigger wraps. */
export type DialogTriggerChild = ReactElement<TriggerButtonProps>;

/** Opens the dialog; wraps one button of ours, which keeps its own look and name. */
export function DialogTrigger({ children }: { children: DialogTriggerChild }) {
  const radix = useRadixDialog();
  const waiting = useContext(WaitingDialogContext);
  if (radix) return <radix.Trigger asChild>{children}</radix.Trigger>;
  // Before Radix has loaded: the same button, said to open a dialog; pointing at it or
  // focusing it starts loading Radix, so the dialog opens at once when it is pressed.
  const preload = () => void loadRadixDialog().catch(() => undefined);
  const own = children.props;
  return cloneElement(children, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus: () => {
      own.onFocus?.();
      preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) waiting?.open(true);
    },
  } as Partial<TriggerButtonProps>);
}
