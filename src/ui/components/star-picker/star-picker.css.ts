import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = sprinkles({ display: 'flex', gap: '1' });

// Each star is its own button, as tall as a control so a finger can hit it.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'none',
  cursor: 'pointer',
});

// The same look as the read-only stars: an outline in the border grey, filled in the accent.
export const star = style({
  width: '1.75rem',
  height: '1.75rem',
  stroke: vars.color.border,
  strokeWidth: 1.5,
  fill: 'none',
  selectors: {
    '&[data-filled="true"]': { fill: vars.color.accent, stroke: vars.color.accent },
  },
});
