// Companies' contract price lists on the SQL client: one row per company, its prices one
// JSON array written whole, so a reader sees the old list or the new one, never half.
import type { BuyerTerms } from '../../../src/domain/buyer-price';
import type { PriceList } from '../../../src/domain/contract-prices';
import type {
  NewPriceList,
  PriceListStore,
} from '../../../src/application/ports/price-list-store.port';
import type { SqlClient } from '../db/sql-client.port';
import { iso, type RowOf } from './sql-row';

type ListRow = RowOf<PriceList, 'updatedAt'>;

const listColumns = `l.company_id::text AS "companyId", c.name AS "companyName",
  to_char(l.valid_from, 'YYYY-MM-DD') AS "validFrom",
  to_char(l.valid_until, 'YYYY-MM-DD') AS "validUntil", l.prices, l.updated_at AS "updatedAt"`;

const toList = (row: ListRow): PriceList => ({
  ...row,
  updatedAt: iso(row.updatedAt),
});

export class PriceListsSql implements PriceListStore {
  constructor(private readonly db: SqlClient) {}

  async find(companyId: string): Promise<PriceList | undefined> {
    const [row] = await this.db.query<ListRow>(
      `SELECT ${listColumns} FROM company_price_lists l JOIN companies c ON c.id = l.company_id
       WHERE l.company_id = $1`,
      [companyId],
    );
    return row && toList(row);
  }

  async save(companyId: string, list: NewPriceList): Promise<PriceList | undefined> {
    const [row] = await this.db.query<ListRow>(
      `WITH saved AS (
         INSERT INTO company_price_lists AS l
           (company_id, valid_from, valid_until, prices, updated_at, updated_by)
         SELECT c.id, $2::date, $3::date, $4::jsonb, $5, $6 FROM companies c WHERE c.id = $1
         ON CONFLICT (company_id) DO UPDATE SET valid_from = EXCLUDED.valid_from,
           valid_until = EXCLUDED.valid_until, prices = EXCLUDED.prices,
           updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
         RETURNING l.*)
       SELECT ${listColumns} FROM saved l JOIN companies c ON c.id = l.company_id`,
      [companyId, list.validFrom, list.validUntil, JSON.stringify(list.prices), list.now, list.by],
    );
    return row && toList(row);
  }

  async termsOf(email: string): Promise<BuyerTerms | undefined> {
    const [row] = await this.db.query<{
      companyId: string;
      companyName: string;
      list: ListRow | null;
    }>(
      `SELECT c.id::text AS "companyId", c.name AS "companyName",
              (SELECT row_to_json(x) FROM (
                 SELECT ${listColumns} FROM company_price_lists l
                 WHERE l.company_id = c.id) x) AS list
       FROM company_members m JOIN companies c ON c.id = m.company_id
       WHERE m.user_email = lower($1)`,
      [email],
    );
    if (!row) return undefined;
    return {
      companyId: row.companyId,
      companyName: row.companyName,
      list: row.list ? toList(row.list) : undefined,
    };
  }
}
