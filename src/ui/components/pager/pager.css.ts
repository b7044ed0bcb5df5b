import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const pager = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '4' }),
  { flexWrap: 'wrap' },
]);

export const status = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });
