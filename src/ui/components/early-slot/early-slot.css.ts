import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Inline once filled, as the page's own text is (a value's lines, split by <br>, are one
// paint, and one as large as the page's: a block per line made the page's own the LCP
// again); a one-line placeholder block while empty, as tall as the line it stands for (its
// parent's line: a heading's is shorter than the body's, and filling it moved what follows).
export const slot = style({
  selectors: {
    '&:empty': {
      display: 'inline-block',
      verticalAlign: 'top',
      width: '8ch',
      height: '1lh',
      backgroundColor: vars.color.surfaceMuted,
      borderRadius: vars.radius.control,
    },
  },
});

// The prerendered frame (scripts/prerender-frame-page.ts) shows the page's early face, whose
// slots the inline bootstrap fills before the app runs; the app's own loading face is the
// other one. Once the app has drawn the page, the frame's root loses `data-frame`.
const FRAME = '#root[data-frame] &';
export const onlyInFrame = style({ display: 'none', selectors: { [FRAME]: { display: 'block' } } });
export const notInFrame = style({ selectors: { [FRAME]: { display: 'none' } } });

// A part of the frame unseen until the inline bootstrap has filled its slots (it takes
// `data-early-hold` away then): seen at once at its full size, it moves nothing as it fills.
// What follows such a part is held with it, or its growing moves that.
export const held = style({
  selectors: { [`#root[data-frame] &[data-early-hold]`]: { visibility: 'hidden' } },
});

// A row of a held part (a card, a cart line) the painter had no data for: unseen, not left as
// placeholders the app never fills. It keeps its place: taking it away moved what follows
// (the footer), a layout shift before the app has drawn the page its own way.
export const earlyRow = style({ selectors: { '&[data-early-empty]': { visibility: 'hidden' } } });
