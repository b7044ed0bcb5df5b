import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  marginBlock: vars.space['2'],
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space['1'],
});

export const cell = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numeric = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

// The tier in force stands out by colour and by weight, and says so in words too.
export const current = style({
  background: vars.color.accentSoft,
  fontWeight: vars.fontWeight.semibold,
});

export const nudge = style({ margin: 0, color: vars.color.text });
