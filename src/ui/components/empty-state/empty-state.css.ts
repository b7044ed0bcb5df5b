import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { stateMessage } from '../../theme/state-message.css';

export const root = style([
  stateMessage,
  sprinkles({ alignItems: 'center', padding: '8', borderRadius: 'card' }),
  { border: `1px dashed ${vars.color.border}`, textAlign: 'center' },
]);

export const title = sprinkles({ fontSize: 'lg' });

export const text = style([sprinkles({ color: 'textMuted' }), { maxWidth: '50ch' }]);
