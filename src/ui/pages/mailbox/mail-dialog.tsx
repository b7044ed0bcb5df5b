// One e-mail opened from the Mailbox: who got it and when, in one sentence, and its text
// as sent.
import type { MailboxEntry } from '../../../domain/mail';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import * as dialogStyles from '../../components/dialog/dialog.css';
import { Stack } from '../../components/stack/stack';
import { mailHeadline } from './mail-cells';
import * as styles from './mailbox-page.css';

export function MailDialog({ mail }: { mail: MailboxEntry }) {
  return (
    <Dialog>
      <Dialog.Trigger>
        <Button variant="secondary" aria-label={`Open “${mail.subject}” to ${mail.to}`}>
          Open
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{mail.subject}</Dialog.Title>
        <Dialog.Description>{mailHeadline(mail)}</Dialog.Description>
        <Stack gap="4">
          {mail.status === 'failed' && mail.lastError !== undefined && (
            <p role="note">The mail server said: {mail.lastError}</p>
          )}
          <pre className={styles.text} aria-label="Text of the e-mail" tabIndex={0}>
            {mail.text}
          </pre>
          <div className={dialogStyles.actions}>
            <Dialog.Close>
              <Button>Close</Button>
            </Dialog.Close>
          </div>
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
