// The bench's stock: plenty of every tool but one, which sells out under load (the case
// overselling would show).
import type { SqlClient } from '../../src/db/sql-client.port';
import type { Tool } from './workload-requests';

/** One tool keeps a small stock, so it sells out under load: the case overselling would show. */
export const SCARCE_STOCK = 300;
const PLENTY = 1_000_000;

/** Every tool gets plenty of stock but one, which gets little. */
export async function stockTheShelves(db: SqlClient, storeUrl: string): Promise<Tool[]> {
  const tools = (await (await fetch(`${storeUrl}/api/tool`)).json()) as Tool[];
  const scarce = tools[0]?._id;
  if (!scarce) throw new Error('the store has no tools: was the demo data seeded?');
  await db.query(
    'UPDATE tools SET available_qty = CASE WHEN id = $1::uuid THEN $2::int ELSE $3::int END',
    [scarce, SCARCE_STOCK, PLENTY],
  );
  return tools;
}
