import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const preview = style({
  width: '8rem',
  height: '8rem',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
});
