// The frame both checkout steps share (the tool page with its order form, then payment):
// what is being bought beside the form that buys it, as two columns from tablet width.
import { style } from '@vanilla-extract/css';
import { panel as panelLook } from '../../components/panel/panel.css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const twoColumns = style([
  sprinkles({
    display: 'grid',
    gap: '8',
    paddingBlock: '10',
    gridTemplateColumns: { tablet: '2' },
    alignItems: { tablet: 'start' },
  }),
  contentColumn,
]);

/** The bordered panel that holds a form or a summary. */
export const panel = style([
  panelLook({ padding: 'lg' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' }),
]);

/** A refusal under the form (the API's, the card's): red, as the spec asks. */
export const formError = style([
  sprinkles({ color: 'danger' }),
  { margin: 0, fontWeight: vars.fontWeight.semibold },
]);
