// The outbox's worker: a job that claims the due e-mails, sends each by SMTP and marks it
// sent, or failed and due again after an exponential back-off. Any number of API processes
// run it; the claim (FOR UPDATE SKIP LOCKED, then a lease) keeps a row to one worker, and a
// worker that dies mid-send lets its lease run out, so another sends the row: at least
// once, and once in normal operation.
import type { ClaimedMail, MailOutboxSql } from '../repositories/mail-outbox.sql';
import type { MailSender } from '../gateways/mail-sender.port';
import type { JobDefinition, JobQueueSettings } from './job-queue.port';

export interface DeliveryRules {
  /** How long a claim holds a row: longer than any send may take (the SMTP timeouts). */
  readonly leaseSeconds: number;
  /** The wait after the first failure; each further failure doubles it … */
  readonly firstRetrySeconds: number;
  /** … up to this. */
  readonly maxRetrySeconds: number;
  /** After this many tries the row is left failed for good. */
  readonly maxAttempts: number;
  /** Rows tried per run at most. */
  readonly batchSize: number;
}

export const defaultDeliveryRules: DeliveryRules = {
  leaseSeconds: 120,
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  maxAttempts: 12,
  batchSize: 20,
};

/** The wait before the next try after `attempts` tries; undefined: no more tries. */
export function retryDelaySeconds(attempts: number, rules: DeliveryRules): number | undefined {
  if (attempts >= rules.maxAttempts) return undefined;
  return Math.min(rules.firstRetrySeconds * 2 ** (attempts - 1), rules.maxRetrySeconds);
}

export interface DeliveryDeps {
  readonly outbox: Pick<MailOutboxSql, 'claimDue' | 'markSent' | 'markFailed'>;
  readonly sender: MailSender;
  readonly log: (line: string) => void;
}

const messageIdOf = (mail: ClaimedMail) =>
  `<${mail.dedupeKey.replace(/[^\w.-]/g, '.')}@paintco.test>`;

/**
 * One run: claims due rows one at a time (each with a lease of its own, so a slow server
 * cannot outlast the lease of rows still waiting in a batch) and tries each, up to
 * `batchSize`; answers how many were sent and failed.
 */
export async function deliverDueMail(
  deps: DeliveryDeps,
  rules: DeliveryRules = defaultDeliveryRules,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let n = 0; n < rules.batchSize; n++) {
    const [mail] = await deps.outbox.claimDue(1, rules.leaseSeconds);
    if (!mail) break;
    if (await deliverOne(deps, mail, rules)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

async function deliverOne(
  deps: DeliveryDeps,
  mail: ClaimedMail,
  rules: DeliveryRules,
): Promise<boolean> {
  try {
    await deps.sender.send({ ...mail, messageId: messageIdOf(mail) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retry = retryDelaySeconds(mail.attempts, rules);
    deps.log(
      `e-mail ${mail.dedupeKey} to ${mail.to} not sent (try ${mail.attempts}): ${reason}; ` +
        (retry === undefined ? 'giving up' : `trying again in ${retry} s`),
    );
    await deps.outbox.markFailed(mail, reason, retry);
    return false;
  }
  // Lost lease: another worker took the row after ours ran out; it is theirs to mark.
  if (!(await deps.outbox.markSent(mail))) {
    deps.log(`e-mail ${mail.dedupeKey}: sent, but its lease had run out`);
  }
  return true;
}

export const deliverMailQueue: JobQueueSettings = {
  name: 'deliver-mail',
  timeoutSeconds: 600,
  retries: 0,
  // The claim already keeps rows apart; runs in several processes at once are fine.
  oneAtATime: false,
};

export function deliverMailJob(deps: DeliveryDeps, rules?: DeliveryRules): JobDefinition {
  return {
    ...deliverMailQueue,
    async run() {
      await deliverDueMail(deps, rules);
    },
  };
}
