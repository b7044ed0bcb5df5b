import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { onMedia } from '../../theme/media';

// Spec section 9: card images are 225px high. The placeholder uses the same numbers, so
// nothing moves when the real cards replace it.
export const IMAGE_HEIGHT = 225;

// On a phone a card is the picture beside its words, so that one card stays under about
// 400 px and the first screen of the catalogue shows products, not one tall photo.
const phone = 'screen and (max-width: 37.49em)';

export const card = style({
  '@media': {
    [phone]: { display: 'grid', gridTemplateColumns: '8.5rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const image = style({
  width: '100%',
  height: `${IMAGE_HEIGHT}px`,
  objectFit: 'contain',
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceMuted,
});

export const name = style({
  fontSize: vars.fontSize.lg,
  '@media': { [phone]: { fontSize: vars.fontSize.md } },
});

// Four lines: room for a 150-character description at card width, the same in the
// placeholder, so cards in a row line up and loading does not shift the page.
export const description = style({
  minHeight: `calc(4 * ${vars.lineHeight.body} * 1em)`,
  color: vars.color.textMuted,
  '@media': {
    [phone]: {
      minHeight: 0,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: vars.fontSize.sm,
    },
  },
});

/** "from $10.80 / unit at 100+": the volume price, before the cart. */
export const volumePrice = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  marginBlockStart: 'auto',
  '@media': { [phone]: { rowGap: 0, fontSize: vars.fontSize.sm } },
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  // "$28/unit" on one line, even in a phone's narrow card.
  whiteSpace: 'nowrap',
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const placeholderBlock = style({
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  ...onMedia('reducedMotion', { animation: 'none' }),
});

export const placeholderImage = style([
  placeholderBlock,
  { height: `${IMAGE_HEIGHT}px`, borderRadius: 0 },
]);

export const placeholderLine = style([placeholderBlock, { height: '1em', marginBlock: '0.25em' }]);

export const placeholderButton = style([placeholderBlock, { minHeight: vars.size.control }]);
