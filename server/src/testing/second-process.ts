// Race tests' second API process: on PostgreSQL its own pool on the same schema, so the
// requests sent to both truly run at once; on PGlite (one connection) the same app.
import { afterAll } from 'vitest';
import { openPgClient } from '../db/pg.client';
import type { RouteTestContext } from './setup-route-test';
import { buildTestApp } from './test-app';
import { postgresTarget, type DatabaseKind } from './test-database';

/** Gives a second process sharing `t`'s tokens and clock; its pools close after the suite. */
export function secondProcessFor(t: RouteTestContext, kind: DatabaseKind) {
  const url = process.env['DATABASE_URL'];
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });
  return async () => {
    if (kind === 'pglite' || !url) return t;
    const target = await postgresTarget(t.db);
    const db = openPgClient(target.url, { schema: target.schema });
    closing.push(() => db.close());
    return buildTestApp(db, { accessTokens: t.deps.accessTokens, clock: t.clock });
  };
}
