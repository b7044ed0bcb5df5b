// The names of My Orders' early slots, shared by the cards that hold them
// (early-order-cards.tsx) and the inline bootstrap that fills them (src/app/early-paint.ts).

/** How many of the newest orders the frame shows before the app: a phone's first screen. */
export const EARLY_ORDER_CARDS = 3;

/** The slot of order `row`'s `field`. */
export const orderSlot = (row: number, field: string): string => `order${row}-${field}`;
