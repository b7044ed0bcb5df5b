// A dialog holding a form (a tool's price tiers, a company's contract prices): what it holds
// scrolls with Save and Cancel kept in view, and it stays open while the form's send is on
// its way. The form mounts with each opening, so it starts from what is loaded then.
import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { useDialogOpening, type DialogOpening } from './dialog-opening';
import * as dialogStyles from './dialog.css';

export interface DialogForm {
  readonly close: () => void;
  /** Whether the form's send is on its way (the dialog cannot be closed meanwhile). */
  readonly setBusy: (busy: boolean) => void;
}

export interface FormDialogProps extends DialogOpening {
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly children: (form: DialogForm) => ReactNode;
}

export function FormDialog({ title, description, children, ...opening }: FormDialogProps) {
  const { open, setOpen, trigger, onCloseAutoFocus } = useDialogOpening(opening);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger}
      <Dialog.Content
        className={dialogStyles.contentWithFooter}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        {open && children({ close: () => setOpen(false), setBusy })}
      </Dialog.Content>
    </Dialog>
  );
}
