import { style } from '@vanilla-extract/css';
import { placeholderBlock } from '../../components/tool-card/tool-card.css';
import { vars } from '../../theme/contract.css';

export const image = style({
  width: '100%',
  height: '280px',
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.card,
});

export const total = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

/** Which price applies to the quantity typed, and why. */
export const priceReason = style({ margin: 0, color: vars.color.textMuted });

// While the tool loads: its frame at the size it will have, so nothing below it (the order
// form, the footer) jumps when it arrives.
export const imagePlaceholder = style([placeholderBlock, { height: '280px' }]);

export const textPlaceholder = style([placeholderBlock, { height: '1em', marginBlock: '0.25em' }]);

// The early slots (src/app/early-paint.ts) keep one size, empty or filled, so filling them
// moves nothing: a placeholder block while empty, the text clipped to its lines once filled.
const slot = style({
  margin: 0,
  overflow: 'hidden',
  selectors: {
    '&:empty': {
      backgroundColor: vars.color.surfaceMuted,
      borderRadius: vars.radius.control,
    },
  },
});

const clampedTo = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical' as const,
  WebkitLineClamp: lines,
});

/** The tool's name, as big as the page's heading, on one line. */
export const nameSlot = style([
  slot,
  {
    fontSize: '2em',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    height: `calc(2em * ${vars.lineHeight.tight})`,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
]);

// Up to six lines (a phone's width of a long description): a description clipped shorter
// than the page draws it is a smaller paint, and the page's own, larger, became the LCP.
const DESCRIPTION_LINES = 6;

/** The description, up to six lines. */
export const descriptionSlot = style([
  slot,
  clampedTo(DESCRIPTION_LINES),
  { height: `calc(${DESCRIPTION_LINES}em * ${vars.lineHeight.body})` },
]);

export const priceSlot = style([
  slot,
  { display: 'inline-block', minWidth: '6ch', height: `calc(1em * ${vars.lineHeight.body})` },
]);

export const formPlaceholder = style([placeholderBlock, { minHeight: '34rem' }]);
