import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = style([
  sprinkles({ display: 'flex', alignItems: 'flex-end', gap: '2' }),
  { flexWrap: 'wrap', maxWidth: '32rem' },
]);

export const field = style({ flex: '1 1 14rem' });
