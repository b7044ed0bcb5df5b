import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inline = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.accentHover, textDecorationThickness: '2px' },
  },
});
