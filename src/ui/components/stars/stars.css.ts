import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = sprinkles({ display: 'inline-flex', gap: '1' });

// Stars are graphics next to text: 3:1 against the card is what WCAG 1.4.11 asks,
// and the accent meets it; the empty ones keep a visible outline in the border grey.
export const star = style({
  width: '1.25rem',
  height: '1.25rem',
  stroke: vars.color.border,
  strokeWidth: 1.5,
  fill: 'none',
  selectors: {
    '&[data-filled="true"]': { fill: vars.color.accent, stroke: vars.color.accent },
  },
});
