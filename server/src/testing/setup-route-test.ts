// The setup every route test file shares: one database for the file, emptied before each
// test, with a fresh app and the three demo people signed in.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../app-deps';
import type { SqlClient } from '../db/sql-client.port';
import { buildTestApp, type Caller, type TestApp } from './test-app';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

/** The current test's app; read it inside hooks and tests, never at the top of a file. */
export interface RouteTestContext {
  readonly app: TestApp['app'];
  readonly deps: TestApp['deps'];
  readonly clock: TestApp['clock'];
  readonly call: TestApp['call'];
  readonly signIn: TestApp['signIn'];
  /** A token for each demo person (anonymous has none). */
  readonly tokens: Record<Caller, string | undefined>;
  /** The file's database, for a second app with other deps or a write behind the API. */
  readonly db: SqlClient;
}

/**
 * Registers the hooks and returns getters, because the app is rebuilt before each test.
 * Hooks the file registers afterwards run after these, so they can seed through the app.
 */
export function setupRouteTest(
  overrides: Partial<AppDeps> = {},
  kind: DatabaseKind = 'pglite',
): RouteTestContext {
  let testDb: TestDatabase | undefined;
  let current: { app: TestApp; tokens: Record<Caller, string | undefined> } | undefined;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
  }, 30_000);
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    const db = opened();
    await db.reset();
    const app = buildTestApp(db.db, overrides);
    current = { app, tokens: await app.signInEveryone() };
  });

  function opened(): TestDatabase {
    if (!testDb) throw new Error('setupRouteTest: the database opens in beforeAll');
    return testDb;
  }
  function built() {
    if (!current) throw new Error('setupRouteTest: the app is built in beforeEach');
    return current;
  }

  return {
    get app() {
      return built().app.app;
    },
    get deps() {
      return built().app.deps;
    },
    get clock() {
      return built().app.clock;
    },
    get tokens() {
      return built().tokens;
    },
    get db() {
      return opened().db;
    },
    call: (...args) => built().app.call(...args),
    signIn: (...args) => built().app.signIn(...args),
  };
}
