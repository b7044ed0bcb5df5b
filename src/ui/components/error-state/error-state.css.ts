import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { stateMessage } from '../../theme/state-message.css';

export const root = style([
  stateMessage,
  sprinkles({ alignItems: 'flex-start', padding: '6', borderRadius: 'control' }),
  { borderInlineStart: `4px solid ${vars.color.danger}` },
]);

export const title = style([
  sprinkles({ color: 'danger', fontSize: 'lg' }),
  { fontWeight: vars.fontWeight.bold },
]);
