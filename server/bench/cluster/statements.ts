// SQL statements per request of each kind, from pg_stat_statements: requests of one kind
// sent one after another, the statements counted meanwhile divided by the requests. The
// job queue's polling and the LISTEN heartbeats run meanwhile; they are left out.
import type { SqlClient } from '../../src/db/sql-client.port';
import type { Customer } from './customers';
import { nextPaymentStep, requestOf, type Kind, type Task, type Tool } from './workload-requests';

async function statementsSoFar(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ calls: number }>(
    `SELECT COALESCE(sum(calls), 0)::int AS calls FROM pg_stat_statements
     WHERE query NOT ILIKE '%pgboss%' AND query NOT ILIKE '%pg_stat_statements%'
       AND query <> 'SELECT $1' AND query NOT ILIKE 'LISTEN%'`,
  );
  return row?.calls ?? 0;
}

/** `url`: the store's origin (the requests' paths start with /api). */
async function send(url: string, task: Task): Promise<{ status: number; body: string }> {
  const params = requestOf(task);
  const response = await fetch(`${url}${params.path ?? ''}`, {
    method: params.method ?? 'GET',
    headers: params.headers ?? {},
    ...(params.body !== undefined && params.method !== 'GET' ? { body: params.body } : {}),
  });
  return { status: response.status, body: await response.text() };
}

/** Statements per request of each kind, over `rounds` of each. */
export async function statementsPerRequest(
  db: SqlClient,
  url: string,
  tools: readonly Tool[],
  customers: readonly Customer[],
  rounds = 30,
): Promise<Record<Kind, number>> {
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  // Not the first: the shelves keep that one scarce, sold out by now (shelves.ts).
  const tool = tools.at(-1);
  if (!tool) throw new Error('no tools');
  const measure = async (run: () => Promise<number>) => {
    const before = await statementsSoFar(db);
    const requests = await run();
    return ((await statementsSoFar(db)) - before) / requests;
  };
  const browse = await measure(async () => {
    const paths = ['/tool', '/review', `/tool/${tool._id}`];
    for (let i = 0; i < rounds; i++) await send(url, { kind: 'browse', path: paths[i % 3] ?? '' });
    return rounds;
  });
  const orders: { orderId: string; token: string }[] = [];
  const order = await measure(async () => {
    for (let i = 0; i < rounds; i++) {
      const customer = customers[i % customers.length];
      if (!customer) throw new Error('no customers');
      const answer = await send(url, { kind: 'order', token: customer.token, tool });
      if (answer.status === 201) {
        const { insertedId } = JSON.parse(answer.body) as { insertedId: string };
        orders.push({ orderId: insertedId, token: customer.token });
      }
    }
    return rounds;
  });
  const payment = await measure(async () => {
    let requests = 0;
    for (const placed of orders) {
      let task: Task | undefined = { kind: 'payment', step: 'intent', ...placed };
      while (task?.kind === 'payment') {
        const answer = await send(url, task);
        requests += 1;
        task = answer.status < 300 ? nextPaymentStep(task, answer.body) : undefined;
      }
    }
    return Math.max(1, requests);
  });
  return { browse, order, payment };
}
