// A CartStore over one list of lines a person, wherever the list is kept: a Map in the
// in-memory world, the visitor's local storage. Each method reads the list, works the change
// out and writes it back without awaiting, so a check and its write cannot interleave, as
// the SQL store's single statements cannot.
import type {
  CartAddResult,
  CartChange,
  CartStore,
  KeptCartLine,
} from '../../application/ports/cart-store.port';
import { setCartLines } from '../../domain/cart';

export abstract class CartLinesStore implements CartStore {
  /** The person's lines, oldest first. */
  protected abstract read(email: string): readonly KeptCartLine[];
  protected abstract write(lines: readonly KeptCartLine[], email: string): void;

  async lines(email: string): Promise<KeptCartLine[]> {
    return this.read(email).map((line) => ({ ...line }));
  }

  async add(
    email: string,
    line: KeptCartLine,
    limits: { readonly maxQty: number; readonly maxLines: number },
  ): Promise<CartAddResult> {
    const lines = this.read(email);
    const held = lines.find((l) => l.toolId === line.toolId);
    const qty = (held?.qty ?? 0) + line.qty;
    if (qty > limits.maxQty) return { added: false, reason: 'over-max' };
    if (!held && lines.length >= limits.maxLines) return { added: false, reason: 'full' };
    this.write(
      held ? lines.map((l) => (l === held ? { ...line, qty } : l)) : [...lines, { ...line, qty }],
      email,
    );
    return { added: true, qty };
  }

  async change<T>(
    email: string,
    plan: (held: readonly KeptCartLine[]) => CartChange<T>,
  ): Promise<T> {
    const held = this.read(email);
    const { set, answer } = plan(held.map((line) => ({ ...line })));
    this.write(setCartLines(held, set), email);
    return answer;
  }

  async update(email: string, toolId: string, qty: number): Promise<boolean> {
    const lines = this.read(email);
    if (!lines.some((l) => l.toolId === toolId)) return false;
    this.write(
      lines.map((l) => (l.toolId === toolId ? { ...l, qty } : l)),
      email,
    );
    return true;
  }

  async remove(email: string, toolIds: readonly string[]): Promise<void> {
    this.write(
      this.read(email).filter((l) => !toolIds.includes(l.toolId)),
      email,
    );
  }
}
