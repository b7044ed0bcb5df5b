// The carts of signed-in customers as the use cases see them: a SQL table on the server, a
// Map in the in-memory API. Every change is atomic on its own (no read-then-write).
import type { StoredCartLine } from '../../domain/cart';

/** A stored line, with the tool's name as it was added (to name a tool deleted since). */
export interface KeptCartLine extends StoredCartLine {
  readonly toolName: string;
}

export type CartAddResult =
  | { readonly added: true; readonly qty: number }
  /** The sum would pass `maxQty`, or the tool is new and the cart holds `maxLines` tools. */
  | { readonly added: false; readonly reason: 'over-max' | 'full' };

export interface CartStore {
  /** The customer's lines, oldest first. */
  lines(email: string): Promise<KeptCartLine[]>;
  /** Adds `qty` to the tool's line (creating it) in one statement, within the limits. */
  add(
    email: string,
    line: KeptCartLine,
    limits: { readonly maxQty: number; readonly maxLines: number },
  ): Promise<CartAddResult>;
  /** Sets the quantity of lines (creating the missing ones). */
  put(email: string, lines: readonly KeptCartLine[]): Promise<void>;
  /** Sets the quantity of a line the cart holds; false when it holds none of the tool. */
  update(email: string, toolId: string, qty: number): Promise<boolean>;
  remove(email: string, toolIds: readonly string[]): Promise<void>;
}
