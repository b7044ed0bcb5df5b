import { useState, type ReactElement } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import * as styles from './dialog.css';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
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
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'danger',
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
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
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content>
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
