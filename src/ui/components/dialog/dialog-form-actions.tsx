import { Button } from '../button/button';
import { DialogClose } from './dialog-close';
import * as styles from './dialog.css';

export interface DialogFormActionsProps {
  /** The form's submit button, e.g. "Send quote". */
  submitLabel: string;
  /** While the form is sent: the submit button spins and Cancel waits. */
  busy: boolean;
  /** Why the form cannot be sent as it is (shown once the person tried to send it). */
  problem?: string | undefined;
  /** Why the API refused it, as a person reads it. */
  failure?: string | null | undefined;
  /** E.g. the footer look of a dialog whose fields scroll above it. */
  className?: string;
}

/**
 * A dialog form's footer: what stops it being sent, or why it was refused (each announced
 * as soon as it shows), then Cancel, which closes it, and the button that sends it.
 */
export function DialogFormActions({
  submitLabel,
  busy,
  problem,
  failure,
  className,
}: DialogFormActionsProps) {
  return (
    <>
      {[problem, failure].map(
        (sentence) =>
          sentence && (
            <p key={sentence} role="alert" className={styles.failure}>
              {sentence}
            </p>
          ),
      )}
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
    </>
  );
}
