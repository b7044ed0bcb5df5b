import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// One line each, empty or filled, so filling a slot moves nothing; a placeholder while empty.
export const slot = style({
  display: 'block',
  minWidth: '8ch',
  height: `calc(1em * ${vars.lineHeight.body})`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: {
    '&:empty': {
      backgroundColor: vars.color.surfaceMuted,
      borderRadius: vars.radius.control,
      marginBlockEnd: '2px',
    },
  },
});
