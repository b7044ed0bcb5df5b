import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { useDialogOpening, type DialogOpening } from './dialog-opening';
import * as styles from './dialog.css';

export interface ConfirmDialogProps extends DialogOpening {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open, busy, until it settles, then closes. */
  onConfirm: () => void | Promise<void>;
  variant?: 'danger' | 'primary';
}

/** Asks before an action that cannot be undone, such as deleting an order. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'danger',
  ...opening
}: ConfirmDialogProps) {
  const { open, setOpen, trigger, onCloseAutoFocus } = useDialogOpening(opening);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger}
      <Dialog.Content onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div className={styles.actions}>
          <Dialog.Close>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button variant={variant} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog>
  );
}
