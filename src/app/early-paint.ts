// What the inline bootstrap draws into a signed-in page's prerendered frame from the page's
// first read, before the app's bundle has run: the frame's slots (`data-early="name"`) get
// the read's text, so the page's largest element is its real content from the first
// moments. Text only (textContent, an image's src): nothing from the data is ever read as
// HTML. The formatting is the app's own (the same domain functions), so the app, drawing
// the page over the frame, writes the same words into boxes of the same size.
import { cartFields, keptAddressesFields } from './early-fields/cart';
import type { Fields } from './early-fields/fields';
import { manageOrdersFields } from './early-fields/manage-orders';
import { myOrdersFields } from './early-fields/my-orders';
import { orderFields } from './early-fields/order';
import { toolFields } from './early-fields/tool';
import type { Painter } from './early-reads';

/** The attribute of a frame's slot; its value names what goes in it. */
export const EARLY_SLOT = 'data-early';

/**
 * The attribute of a part of a frame kept unseen until its slots are filled: a part whose
 * values may wrap (an address, a deadline, a tool's name) would grow as they come in, moving
 * what follows. Its value names the painters it waits for (space-separated; empty: the
 * first); it is shown once every one of them has painted.
 */
export const EARLY_HOLD = 'data-early-hold';

/**
 * The attribute of a row of a held part (a card, a cart line): the slot it shows. When the
 * part's painter has no value for that slot (fewer orders than cards), the row is marked
 * empty (EARLY_EMPTY) and stays unseen, rather than shown as placeholders the app would
 * never fill.
 */
export const EARLY_ROW = 'data-early-row';
export const EARLY_EMPTY = 'data-early-empty';

/** What the painters need of the document. */
export interface EarlyDocument {
  querySelectorAll(selectors: string): ArrayLike<Element>;
  readonly readyState: DocumentReadyState;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

/** Which read's answer fills which slots: the `paints` of an early read (early-reads.ts). */
const PAINTERS: Readonly<Record<Painter, (body: unknown, now: Date) => Fields | undefined>> = {
  tool: toolFields,
  myOrders: myOrdersFields,
  manageOrders: manageOrdersFields,
  cart: cartFields,
  keptAddresses: keptAddressesFields,
  order: orderFields,
};

/**
 * Writes `fields`, `painter`'s answer, into the slots of the frame (only while it is the
 * frame: once the app has drawn the page, its own nodes are left alone), then shows the
 * parts held for it, without the rows it has nothing for. An image slot takes a src, every
 * other slot text.
 */
export function paintSlots(doc: EarlyDocument, fields: Fields, painter: Painter): void {
  const slots = doc.querySelectorAll(`#root[data-frame] [${EARLY_SLOT}]`);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const value = slot && fields[slot.getAttribute(EARLY_SLOT) ?? ''];
    if (!slot || value === undefined) continue;
    if (slot.tagName === 'IMG') slot.setAttribute('src', value);
    else slot.textContent = value;
  }
  // In the same task as the text, so the part is first seen at its full size.
  const held = doc.querySelectorAll(`#root[data-frame] [${EARLY_HOLD}]`);
  for (let i = 0; i < held.length; i++) {
    const part = held[i];
    const awaited = (part?.getAttribute(EARLY_HOLD) ?? '').split(' ').filter(Boolean);
    if (!part || (awaited.length > 0 && !awaited.includes(painter))) continue;
    const rows = part.querySelectorAll(`[${EARLY_ROW}]`);
    for (let row = 0; row < rows.length; row++) {
      const shown = rows[row]?.getAttribute(EARLY_ROW) ?? '';
      if (fields[shown] === undefined) rows[row]?.setAttribute(EARLY_EMPTY, '');
    }
    const left = awaited.filter((name) => name !== painter);
    if (left.length > 0) part.setAttribute(EARLY_HOLD, left.join(' '));
    else part.removeAttribute(EARLY_HOLD);
  }
}

/**
 * `response`, once its body (a copy of it) has been painted into the frame by `painter`
 * (or could not be). The copy is taken before anyone else reads the response, so the app
 * still reads it whole; waiting for the paint tells the bootstrap when the page's content
 * is on screen (src/app/early-painted.ts).
 */
export function paintedFrom(
  doc: EarlyDocument,
  painter: Painter,
  response: Promise<Response>,
  now: Date,
): Promise<Response> {
  return response.then(async (answer) => {
    if (!answer.ok) return answer;
    try {
      const fields = PAINTERS[painter]((await answer.clone().json()) as unknown, now);
      // Not an answer the painter can read: the frame waits for the app as it is.
      if (fields === undefined) return answer;
      const paint = () => paintSlots(doc, fields, painter);
      // The bootstrap runs in the head: an answer may come before the frame is read.
      if (doc.readyState !== 'loading') paint();
      else
        await new Promise<void>((painted) => {
          doc.addEventListener('DOMContentLoaded', () => {
            try {
              paint();
            } finally {
              painted();
            }
          });
        });
    } catch {
      // Not JSON: nothing is painted, and the app's loader sees the answer as it is.
    }
    return answer;
  });
}
