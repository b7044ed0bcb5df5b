import { style } from '@vanilla-extract/css';
import { panel } from '../../components/panel/panel.css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const column = sprinkles({ display: 'flex', flexDirection: 'column' });

export const root = style([column, sprinkles({ gap: '6' }), { minWidth: 0 }]);

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export const transaction = style([
  sprinkles({ fontSize: 'sm' }),
  { fontFamily: vars.font.mono, overflowWrap: 'anywhere' },
]);

export const thumbnail = style({
  width: '40px',
  height: '40px',
  objectFit: 'contain',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space[2],
});

export const error = style([
  sprinkles({ color: 'danger' }),
  { margin: 0, fontWeight: vars.fontWeight.semibold },
]);

/** Orders that expired while the page was open: a calm note, not an error. */
export const notice = style([panel({ padding: 'md' }), column, sprinkles({ gap: '2' })]);

export const noticeLine = style({ margin: 0 });
