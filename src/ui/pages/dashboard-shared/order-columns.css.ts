import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const email = style([sprinkles({ color: 'textMuted' }), { overflowWrap: 'anywhere' }]);

export const filter = style({ maxWidth: '18rem' });
