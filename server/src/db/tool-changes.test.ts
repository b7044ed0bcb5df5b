// The tools table announces its changes (migration 003), on PGlite as on PostgreSQL.
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/test-database';
import { listenForToolChanges } from './tool-changes';

const insertTool = `INSERT INTO tools (name, img, description, min_qty, available_qty, price)
  VALUES ('Roller', '/images/r.svg', 'Rolls.', 1, 5, 3) RETURNING id`;

/** Lets a notification sent at commit arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describeOnEachDatabase('tool change notifications', (db) => {
  it('announces every change to a tool, and nothing when no row changed', async () => {
    const feed = await listenForToolChanges(db());
    let heard = 0;
    feed.subscribe(() => (heard += 1));
    try {
      expect(feed.live).toBe(true);
      const [tool] = await db().query<{ id: string }>(insertTool);
      await settle();
      expect(heard).toBe(1);
      // A refused reservation matches no row: no change, no notification.
      await db().query(
        'UPDATE tools SET available_qty = available_qty - 9 WHERE id = $1 AND available_qty >= 9',
        [tool?.id ?? ''],
      );
      await settle();
      expect(heard).toBe(1);
      await db().query('UPDATE tools SET available_qty = 4 WHERE id = $1', [tool?.id ?? '']);
      await settle();
      expect(heard).toBe(2);
      await db().query('DELETE FROM tools WHERE id = $1', [tool?.id ?? '']);
      await settle();
      expect(heard).toBe(3);
      // Several changes in one transaction arrive as one.
      await db().transaction(async (tx) => {
        await tx.query(insertTool);
        await tx.query(insertTool);
      });
      await settle();
      expect(heard).toBe(4);
    } finally {
      await feed.close();
    }
    expect(feed.live).toBe(false);
  });
});
