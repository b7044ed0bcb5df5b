import { style } from '@vanilla-extract/css';

export const image = style({
  width: '100%',
  maxWidth: '30rem',
  height: 'auto',
});
