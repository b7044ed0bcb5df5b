// The carts of signed-in customers as the use cases see them: a SQL table on the server, a
// Map in the in-memory API. Every change is atomic on its own, and a change worked out
// from what the cart holds reads and writes in one step (`change`).
import type { StoredCartLine } from '../../domain/cart';

/** A stored line, with the tool's name as it was added (to name a tool deleted since). */
export interface KeptCartLine extends StoredCartLine {
  readonly toolName: string;
}

export type CartAddResult =
  | { readonly added: true; readonly qty: number }
  /** The sum would pass `maxQty`, or the tool is new and the cart holds `maxLines` tools. */
  | { readonly added: false; readonly reason: 'over-max' | 'full' };

/** A change worked out from the lines a cart holds: the lines to set, and what to answer. */
export interface CartChange<T> {
  /** The quantity of each of these lines is set (the line created if missing); others stay. */
  readonly set: readonly KeptCartLine[];
  readonly answer: T;
}

export interface CartStore {
  /** The customer's lines, oldest first. */
  lines(email: string): Promise<KeptCartLine[]>;
  /** Adds `qty` to the tool's line (creating it) in one statement, within the limits. */
  add(
    email: string,
    line: KeptCartLine,
    limits: { readonly maxQty: number; readonly maxLines: number },
  ): Promise<CartAddResult>;
  /**
   * Reads the customer's lines and sets the lines `plan` works out from them, as one step:
   * no other change of this cart comes in between, so a plan that keeps the cart's limits
   * for the lines it was given keeps them for the cart as stored (two merges at once
   * cannot each fill it).
   */
  change<T>(email: string, plan: (held: readonly KeptCartLine[]) => CartChange<T>): Promise<T>;
  /** Sets the quantity of a line the cart holds; false when it holds none of the tool. */
  update(email: string, toolId: string, qty: number): Promise<boolean>;
  remove(email: string, toolIds: readonly string[]): Promise<void>;
}
