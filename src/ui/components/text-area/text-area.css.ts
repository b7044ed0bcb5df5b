import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../text-field/text-field.css';

// Same look as a single-line field, with room for a few lines and a vertical handle only.
export const textarea = style([
  input,
  {
    minHeight: '8rem',
    resize: 'vertical',
    lineHeight: vars.lineHeight.body,
  },
]);
