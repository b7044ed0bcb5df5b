import { style } from '@vanilla-extract/css';
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
