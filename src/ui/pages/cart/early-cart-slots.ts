// The names of the cart's early slots, shared by the cart's early face (early-cart.tsx) and
// the inline bootstrap that fills them (src/app/early-paint.ts).

/** How many of the cart's lines the frame shows before the app: a phone's first screen. */
export const EARLY_CART_LINES = 2;

/** The slot of line `row`'s `field`. */
export const lineSlot = (row: number, field: string): string => `line${row}-${field}`;

/** The hint above the kept addresses (saved-addresses.tsx), without a company's. */
export const KEPT_ADDRESSES_HINT = 'Your last addresses; the fields below stay editable.';
/** The same, for a company member whose company keeps delivery addresses. */
export const COMPANY_ADDRESSES_HINT =
  "Your last addresses and your company's; the fields below stay editable.";
