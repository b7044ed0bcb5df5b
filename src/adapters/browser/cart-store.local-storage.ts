// The visitor's cart lines as the cart's use cases see them (a CartStore): one cart per
// browser, in local storage, so it outlives the tab. Storage may refuse writes (private
// mode, a full quota): the lines then live in memory for this tab. What storage holds is
// checked line by line; anything else there (an old shape, a hand edit) is dropped.
import * as v from 'valibot';
import type { KeptCartLine } from '../../application/ports/cart-store.port';
import { StoredCartLineSchema } from '../../domain/cart';
import { CartLinesStore } from '../memory/cart-lines-store';
import { readKeptLines, VISITOR_CART_KEY, type CartStorage } from './visitor-cart-storage';

const KeptLineSchema = v.object({ ...StoredCartLineSchema.entries, toolName: v.string() });

export class CartStoreLocalStorage extends CartLinesStore {
  private unsaved: KeptCartLine[] | undefined;

  constructor(private readonly storage: () => CartStorage) {
    super();
  }

  /** The kept lines; every method reads them afresh, so two tabs share one cart. */
  read(): KeptCartLine[] {
    if (this.unsaved) return this.unsaved.map((line) => ({ ...line }));
    const lines: KeptCartLine[] = [];
    for (const raw of readKeptLines(this.storage)) {
      const line = v.safeParse(KeptLineSchema, raw);
      if (line.success && !lines.some((l) => l.toolId === line.output.toolId)) {
        lines.push(line.output);
      }
    }
    return lines;
  }

  protected write(lines: readonly KeptCartLine[]): void {
    try {
      if (lines.length === 0) this.storage().removeItem(VISITOR_CART_KEY);
      else this.storage().setItem(VISITOR_CART_KEY, JSON.stringify(lines));
      this.unsaved = undefined;
    } catch {
      this.unsaved = lines.map((line) => ({ ...line }));
    }
  }

  clear(): void {
    this.write([]);
  }
}
