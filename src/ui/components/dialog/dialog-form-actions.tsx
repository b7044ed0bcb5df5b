import { Button } from '../button/button';
import { DialogClose } from './dialog-close';
import * as styles from './dialog.css';

export interface DialogFormActionsProps {
  /** The form's submit button, e.g. "Send quote". */
  submitLabel: string;
  /** While the form is sent: the submit button spins and Cancel waits. */
  busy: boolean;
  /** E.g. the footer look of a dialog whose fields scroll above it. */
  className?: string;
}

/** A dialog form's footer: Cancel, which closes it, and the button that sends it. */
export function DialogFormActions({ submitLabel, busy, className }: DialogFormActionsProps) {
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')}>
      <DialogClose>
        <Button variant="secondary" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
