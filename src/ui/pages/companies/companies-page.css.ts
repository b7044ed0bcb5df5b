import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A company's actions side by side, wrapping on a narrow card. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
