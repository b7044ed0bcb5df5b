import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space[8],
});
