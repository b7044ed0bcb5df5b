import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { placeholderLine } from '../tool-card/tool-card.css';

// Three lines reserved for the message, also in the placeholder, so loading does not shift.
export const message = style({
  minHeight: `calc(3 * ${vars.lineHeight.body} * 1em)`,
  fontStyle: 'italic',
});

export const starsPlaceholder = style([placeholderLine, { width: '7.25rem', height: '1.25rem' }]);

export { placeholderLine };
