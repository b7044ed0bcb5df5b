import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { placeholderLine } from '../tool-card/tool-card.css';

// Three lines reserved for the message, also in the placeholder, so loading does not shift.
export const message = style({
  minHeight: `calc(3 * ${vars.lineHeight.body} * 1em)`,
  fontStyle: 'italic',
});

// Who and when, under the message: the name first, the day muted after it.
export const byline = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
    fontSize: 'sm',
    color: 'textMuted',
  }),
  { marginTop: 'auto' },
]);

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const starsPlaceholder = style([placeholderLine, { width: '7.25rem', height: '1.25rem' }]);

export { placeholderLine };
