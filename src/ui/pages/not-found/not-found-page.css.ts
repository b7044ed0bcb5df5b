import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[16],
});

export const image = style({
  width: '100%',
  maxWidth: '30rem',
  height: 'auto',
});
