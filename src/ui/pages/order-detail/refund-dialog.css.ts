import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const control = style({
  width: '1.5rem',
  height: '1.5rem',
  accentColor: vars.color.accent,
});

export const modes = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
});

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space['1'],
});
