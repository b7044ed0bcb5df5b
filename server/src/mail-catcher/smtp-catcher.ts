// The local mail server of `npm start` (started by scripts/stack/local-mail.ts): it accepts
// every message on 127.0.0.1:1025, keeps it (in memory, the newest few hundred) and says who
// got what, so the store's e-mails can be seen without sending any. Like the Auth emulator
// and the test-card gateway, it is for local use only: it refuses to start in production.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { isProduction } from '../config';

export const SMTP_CATCHER_HOST = '127.0.0.1';
export const SMTP_CATCHER_PORT = 1025;
const KEPT = 500;

export interface CaughtMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string | undefined;
}

export interface SmtpCatcher {
  /** What the API's SMTP_URL should be. */
  readonly url: string;
  /** Every message kept, oldest first. */
  readonly messages: readonly CaughtMail[];
  close(): Promise<void>;
}

export class CatcherRefusedError extends Error {}

export async function startSmtpCatcher(
  options: {
    host?: string;
    port?: number;
    env?: NodeJS.ProcessEnv;
    onMail?: (mail: CaughtMail) => void;
  } = {},
): Promise<SmtpCatcher> {
  if (isProduction(options.env ?? process.env)) {
    throw new CatcherRefusedError(
      'The local mail catcher never runs with NODE_ENV=production: set SMTP_URL to a real mail server',
    );
  }
  const host = options.host ?? SMTP_CATCHER_HOST;
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    // Loopback only, so no sign-in and no TLS: nodemailer then sends in the clear.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'PaintCo local mail catcher',
    size: 5 * 1024 * 1024,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value);
          const mail: CaughtMail = {
            from: parsed.from?.text ?? '',
            to: to.map((address) => address.address ?? ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
          };
          messages.push(mail);
          if (messages.length > KEPT) messages.shift();
          options.onMail?.(mail);
          done();
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SMTP_CATCHER_PORT, host, () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://${host}:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
