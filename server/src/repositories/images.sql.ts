// Uploaded images on the SQL client, as bytea. Bytes travel as hex text, which both
// PGlite and PostgreSQL read and write the same way (at most 2 MB, so 4 MB of text).
import type { ImageStore, StoredImage } from '../../../src/application/ports/image-store.port';
import type { ImageContentType } from '../../../src/domain/image-upload';
import type { SqlExecutor } from '../db/sql-client.port';

export class ImagesSql implements ImageStore {
  constructor(private readonly db: SqlExecutor) {}

  async save(image: StoredImage): Promise<void> {
    await this.db.query(
      `INSERT INTO images (id, content_type, bytes) VALUES ($1, $2, decode($3, 'hex'))
       ON CONFLICT (id) DO NOTHING`,
      [image.id, image.contentType, Buffer.from(image.bytes).toString('hex')],
    );
  }

  async find(id: string): Promise<StoredImage | undefined> {
    const rows = await this.db.query<{ contentType: ImageContentType; hex: string }>(
      `SELECT content_type AS "contentType", encode(bytes, 'hex') AS hex
       FROM images WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row && { id, contentType: row.contentType, bytes: Buffer.from(row.hex, 'hex') };
  }
}
