import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { onMedia } from '../../theme/media';

// Spec section 9: card images are 225px high. The placeholder uses the same numbers, so
// nothing moves when the real cards replace it.
export const IMAGE_HEIGHT = 225;

export const image = style({
  width: '100%',
  height: `${IMAGE_HEIGHT}px`,
  objectFit: 'contain',
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceMuted,
});

export const name = style({
  fontSize: vars.fontSize.lg,
});

// Four lines: room for a 150-character description at card width, the same in the
// placeholder, so cards in a row line up and loading does not shift the page.
export const description = style({
  minHeight: `calc(4 * ${vars.lineHeight.body} * 1em)`,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  marginBlockStart: 'auto',
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
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
