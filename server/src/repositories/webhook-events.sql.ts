// Handled webhook events on the SQL client.
import type { SqlExecutor } from '../db/sql-client.port';
import type { WebhookEvents } from './webhook-events.repository.port';

export class WebhookEventsSql implements WebhookEvents {
  constructor(private readonly db: SqlExecutor) {}

  async seen(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM webhook_events WHERE id = $1', [id])).length > 0;
  }

  async remember(id: string, type: string): Promise<void> {
    await this.db.query(
      'INSERT INTO webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      [id, type],
    );
  }
}
