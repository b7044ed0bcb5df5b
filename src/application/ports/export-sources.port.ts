// What the exports read, a batch at a time, so that a file of any length is written without
// holding it in memory: the SQL repositories on the server, the Maps in the in-memory API.
import type { ExportRange } from '../../domain/export-range';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';

export interface ExportSources {
  /** Orders placed within the range, oldest first, in batches of at most `batchSize`. */
  ordersPlacedIn(range: ExportRange, batchSize: number): AsyncIterable<readonly Order[]>;
  /** Every tool, in a stable order, in batches of at most `batchSize`. */
  tools(batchSize: number): AsyncIterable<readonly Tool[]>;
}
