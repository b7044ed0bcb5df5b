// The use cases' cart store in the in-memory world. Kept beside the world's state (one cart
// book per world) rather than in it; each method runs to its end without awaiting, so a
// check and its write cannot interleave, as the SQL store's single statements cannot.
import type {
  CartAddResult,
  CartChange,
  CartStore,
  KeptCartLine,
} from '../../application/ports/cart-store.port';
import { setCartLines } from '../../domain/cart';
import { besideState } from './beside-state';
import type { MemoryState } from './memory-state';

const bookOf = besideState(() => new Map<string, KeptCartLine[]>());

export class CartStoreInMemory implements CartStore {
  constructor(private readonly state: MemoryState) {}

  private book(): Map<string, KeptCartLine[]> {
    return bookOf(this.state);
  }

  private of(email: string): KeptCartLine[] {
    return this.book().get(email) ?? [];
  }

  async lines(email: string): Promise<KeptCartLine[]> {
    return this.of(email).map((line) => ({ ...line }));
  }

  async add(
    email: string,
    line: KeptCartLine,
    limits: { maxQty: number; maxLines: number },
  ): Promise<CartAddResult> {
    const lines = this.of(email);
    const held = lines.find((l) => l.toolId === line.toolId);
    const qty = (held?.qty ?? 0) + line.qty;
    if (qty > limits.maxQty) return { added: false, reason: 'over-max' };
    if (!held && lines.length >= limits.maxLines) return { added: false, reason: 'full' };
    const others = lines.filter((l) => l.toolId !== line.toolId);
    this.book().set(
      email,
      held ? lines.map((l) => (l === held ? { ...line, qty } : l)) : [...others, { ...line, qty }],
    );
    return { added: true, qty };
  }

  async change<T>(
    email: string,
    plan: (held: readonly KeptCartLine[]) => CartChange<T>,
  ): Promise<T> {
    const held = this.of(email);
    const { set, answer } = plan(held.map((line) => ({ ...line })));
    this.book().set(email, setCartLines(held, set));
    return answer;
  }

  async update(email: string, toolId: string, qty: number): Promise<boolean> {
    const lines = this.of(email);
    if (!lines.some((l) => l.toolId === toolId)) return false;
    this.book().set(
      email,
      lines.map((l) => (l.toolId === toolId ? { ...l, qty } : l)),
    );
    return true;
  }

  async remove(email: string, toolIds: readonly string[]): Promise<void> {
    this.book().set(
      email,
      this.of(email).filter((l) => !toolIds.includes(l.toolId)),
    );
  }
}
