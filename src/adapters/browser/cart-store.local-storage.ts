// The visitor's cart lines as the cart's use cases see them (a CartStore): one cart per
// browser, in local storage, so it outlives the tab. Storage may refuse writes (private
// mode, a full quota): the lines then live in memory for this tab. What storage holds is
// checked line by line; anything else there (an old shape, a hand edit) is dropped.
import * as v from 'valibot';
import type {
  CartAddResult,
  CartChange,
  CartStore,
  KeptCartLine,
} from '../../application/ports/cart-store.port';
import { setCartLines, StoredCartLineSchema } from '../../domain/cart';
import { readKeptLines, VISITOR_CART_KEY, type CartStorage } from './visitor-cart-storage';

const KeptLineSchema = v.object({ ...StoredCartLineSchema.entries, toolName: v.string() });

export class CartStoreLocalStorage implements CartStore {
  private unsaved: KeptCartLine[] | undefined;

  constructor(private readonly storage: () => CartStorage) {}

  /** The kept lines; every method reads them afresh, so two tabs share one cart. */
  kept(): KeptCartLine[] {
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

  private keep(lines: readonly KeptCartLine[]): void {
    try {
      if (lines.length === 0) this.storage().removeItem(VISITOR_CART_KEY);
      else this.storage().setItem(VISITOR_CART_KEY, JSON.stringify(lines));
      this.unsaved = undefined;
    } catch {
      this.unsaved = lines.map((line) => ({ ...line }));
    }
  }

  async lines(): Promise<KeptCartLine[]> {
    return this.kept();
  }

  async add(
    _visitor: string,
    line: KeptCartLine,
    limits: { readonly maxQty: number; readonly maxLines: number },
  ): Promise<CartAddResult> {
    const lines = this.kept();
    const held = lines.find((l) => l.toolId === line.toolId);
    const qty = (held?.qty ?? 0) + line.qty;
    if (qty > limits.maxQty) return { added: false, reason: 'over-max' };
    if (!held && lines.length >= limits.maxLines) return { added: false, reason: 'full' };
    this.keep(
      held ? lines.map((l) => (l === held ? { ...line, qty } : l)) : [...lines, { ...line, qty }],
    );
    return { added: true, qty };
  }

  async change<T>(
    _visitor: string,
    plan: (held: readonly KeptCartLine[]) => CartChange<T>,
  ): Promise<T> {
    const held = this.kept();
    const { set, answer } = plan(held);
    this.keep(setCartLines(held, set));
    return answer;
  }

  async update(_visitor: string, toolId: string, qty: number): Promise<boolean> {
    const lines = this.kept();
    if (!lines.some((l) => l.toolId === toolId)) return false;
    this.keep(lines.map((l) => (l.toolId === toolId ? { ...l, qty } : l)));
    return true;
  }

  async remove(_visitor: string, toolIds: readonly string[]): Promise<void> {
    this.keep(this.kept().filter((l) => !toolIds.includes(l.toolId)));
  }

  clear(): void {
    this.keep([]);
  }
}
