// The frame both checkout steps share (the tool page with its order form, then payment):
// what is being bought beside the form that buys it, as two columns from tablet width.
import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';

export const twoColumns = style({
  ...contentColumn,
  display: 'grid',
  gap: vars.space[8],
  paddingBlock: vars.space[10],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** The bordered card that holds a form or a summary. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});

/** What is being bought, as a list of names and values. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

/** A refusal under the form (the API's, the card's): red, as the spec asks. */
export const formError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});
