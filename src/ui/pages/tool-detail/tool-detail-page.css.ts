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

export const formPlaceholder = style([placeholderBlock, { minHeight: '34rem' }]);
