// Seeds the demo data once, on the first start of an empty database. A marker in
// app_meta records that it ran, so tools an admin deletes later do not come back.
import type { SqlExecutor } from '../db/sql-client.port';
import { ToolsSql } from '../repositories/tools.sql';
import { seededListDays } from '../../../src/seed/demo-store';
import { demoCompany, demoReviews, demoTools, demoUsers } from './demo-data';

const seededKey = 'demo_data_seeded_at';

/** Returns whether it seeded now. Runs inside the migration transaction and its lock. */
export async function seedDemoData(tx: SqlExecutor): Promise<boolean> {
  const marker = await tx.query('SELECT 1 FROM app_meta WHERE key = $1', [seededKey]);
  if (marker.length > 0) return false;
  const counts = await tx.query<{ rows: number }>(
    'SELECT ((SELECT count(*) FROM tools) + (SELECT count(*) FROM users))::int AS rows',
  );
  const empty = counts[0]?.rows === 0;
  if (empty) {
    const tools = new ToolsSql(tx);
    for (const tool of demoTools) await tools.add(tool);
    for (const review of demoReviews) {
      await tx.query(
        'INSERT INTO reviews (rating, message, author_name, created_at) VALUES ($1, $2, $3, $4)',
        [review.rating, review.message, review.name, review.createdAt],
      );
    }
    for (const user of demoUsers) {
      await tx.query('INSERT INTO users (email, name, role) VALUES ($1, $2, $3)', [
        user.email,
        user.name,
        user.role,
      ]);
    }
    await seedDemoCompany(tx);
  }
  await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [
    seededKey,
    new Date().toISOString(),
  ]);
  return empty;
}

/** The demo trade account: the company, its company admin and its buyer. */
async function seedDemoCompany(tx: SqlExecutor): Promise<void> {
  const { name, taxId, billingAddress, deliveryAddresses, members, percentOffEveryTool, terms } =
    demoCompany;
  const [company] = await tx.query<{ id: string }>(
    `INSERT INTO companies (name, tax_id, billing_address, delivery_addresses)
     VALUES ($1, $2, $3, $4::text[]) RETURNING id::text AS id`,
    [name, taxId, billingAddress, deliveryAddresses],
  );
  for (const member of members) {
    await tx.query(
      `INSERT INTO company_members (user_email, company_id, role, order_limit_cents)
       VALUES ($1, $2, $3, $4)`,
      [member.email, company?.id ?? null, member.role, member.orderLimitCents ?? null],
    );
  }
  if (terms) {
    await tx.query(
      `INSERT INTO company_terms (company_id, net_days, credit_limit_cents, po_required)
       VALUES ($1, $2, $3, $4)`,
      [company?.id ?? null, terms.netDays, terms.creditLimitCents, terms.poRequired],
    );
  }
  if (percentOffEveryTool === undefined) return;
  const { validFrom, validUntil } = seededListDays(new Date());
  // Every tool just seeded, each at the same percentage off (contract-prices.ts's rows).
  await tx.query(
    `INSERT INTO company_price_lists (company_id, valid_from, valid_until, prices, updated_by)
     SELECT $1, $2::date, $3::date,
            COALESCE(jsonb_agg(jsonb_build_object('toolId', t.id::text, 'kind', 'percent-off',
              'value', $4::numeric, 'tiers', '[]'::jsonb) ORDER BY t.id), '[]'::jsonb), 'seed'
     FROM tools t`,
    [company?.id ?? null, validFrom, validUntil, percentOffEveryTool],
  );
}

/**
 * A database first started in production is never seeded, not even by a later start that
 * forgot NODE_ENV: the demo admin account must never appear in a real store.
 */
export async function refuseDemoDataForEver(tx: SqlExecutor): Promise<void> {
  await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    seededKey,
    'never: first started in production',
  ]);
}
