// `npm run admin -- grant|revoke EMAIL`: the only way to make an admin without one. It runs
// on the server, against the store's own database, never through the web.
import * as v from 'valibot';
import { EmailSchema } from '../../../src/domain/fields';
import type { Users } from '../repositories/users.repository.port';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

export interface AdminCommand {
  action: 'grant' | 'revoke';
  email: string;
}

export interface CommandResult {
  exitCode: 0 | 1;
  message: string;
}

/** The command the arguments name, or the sentence that says what is wrong with them. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | string {
  const [action, rawEmail, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || rawEmail === undefined || rest.length > 0) {
    return ADMIN_USAGE;
  }
  const parsed = v.safeParse(EmailSchema, rawEmail);
  if (!parsed.success) return `"${rawEmail}" is not an e-mail address. ${ADMIN_USAGE}`;
  return { action, email: parsed.output.toLowerCase() };
}

export async function runAdminCommand(
  { action, email }: AdminCommand,
  users: Users,
): Promise<CommandResult> {
  const change = await users.setAdmin(email, action === 'grant');
  if (change === 'never-signed-in') {
    return {
      exitCode: 1,
      message: `${email} has never signed in to this store: they sign in once first, then run this again. Nothing changed.`,
    };
  }
  const role = action === 'grant' ? 'an admin' : 'a customer';
  if (change === 'unchanged') {
    return { exitCode: 0, message: `${email} is already ${role}: nothing changed.` };
  }
  return { exitCode: 0, message: `${email} is now ${role}, from their next request on.` };
}
