import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

// Name and figures share a row where they fit, and stack where they do not.
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space['4'],
});

export const name = style({ overflowWrap: 'anywhere' });

export const partNumber = style({ display: 'block', color: vars.color.textMuted });

export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
