// `GET /mail?page=&pageSize=&q=` (admin): what the store e-mailed, newest first.
import type { MailboxEntry } from '../../domain/mail';
import type { Page } from '../../domain/page';
import { parsePageQuery, type RawListQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Mailbox } from '../ports/mailbox.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function listMailbox(
  deps: { readonly mailbox: Mailbox },
  viewer: Viewer,
  raw: RawListQuery,
): Promise<Result<Page<MailboxEntry>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const query = parsePageQuery(raw);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  return ok(await deps.mailbox.page(query.value));
}
