import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thumbnail = style({
  display: 'block',
  width: '4rem',
  height: '3rem',
  objectFit: 'contain',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceMuted,
});
