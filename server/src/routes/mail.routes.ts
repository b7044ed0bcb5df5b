// GET /mail?page=&pageSize=&q= (admin): the Mailbox, what the store e-mailed, newest first.
import { Hono } from 'hono';
import { listMailbox } from '../../../src/application/mail/list-mailbox';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';

export function mailRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/mail', authenticate(deps), async (c) =>
    c.json(valueOf(await listMailbox(deps, c.get('viewer'), c.req.query()))),
  );
}
