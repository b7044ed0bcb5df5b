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
 * values may wrap (an address, a deadline) would grow as they come in, moving what follows.
 */
export const EARLY_HOLD = 'data-early-hold';

/** What the painters need of the document. */
export interface EarlyDocument {
  querySelectorAll(selectors: string): ArrayLike<Element>;
  readonly readyState: DocumentReadyState;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

/** Which read's answer fills which slots: the `paints` of an early read (early-reads.ts). */
const PAINTERS: Readonly<Record<Painter, (body: unknown, now: Date) => Fields>> = {
  tool: toolFields,
  myOrders: myOrdersFields,
  manageOrders: manageOrdersFields,
  cart: cartFields,
  keptAddresses: keptAddressesFields,
  order: orderFields,
};

/**
 * Writes `fields` into the slots of the frame (only while it is the frame: once the app has
 * drawn the page, its own nodes are left alone), then shows the parts held for them. An
 * image slot takes a src, every other slot text.
 */
export function paintSlots(doc: EarlyDocument, fields: Fields): void {
  if (Object.keys(fields).length === 0) return;
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
  for (let i = 0; i < held.length; i++) held[i]?.removeAttribute(EARLY_HOLD);
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
      const paint = () => paintSlots(doc, fields);
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
