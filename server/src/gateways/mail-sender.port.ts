// Hands one e-mail to a mail server. Resolves once the server accepted it; rejects with
// the server's refusal (or a timeout) otherwise, and the outbox tries again later.
export interface MailToSend {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Stable per event, so a mail server or client can drop a copy sent twice. */
  readonly messageId: string;
}

export interface MailSender {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}
