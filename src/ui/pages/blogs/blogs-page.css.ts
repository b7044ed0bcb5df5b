import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const posts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[10],
});

export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const question = style({ fontSize: vars.fontSize.xl });
