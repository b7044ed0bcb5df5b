// The names of a list page's early slots, shared by the cards that hold them
// (early-cards.tsx) and the inline bootstrap that fills them (src/app/early-paint.ts).

/** How many of the list's first rows the frame shows before the app: a phone's first screen. */
export const EARLY_CARDS = 3;

/** The slot of row `row`'s `field`. */
export const cardSlot = (row: number, field: string): string => `row${row}-${field}`;
