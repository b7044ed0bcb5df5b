import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = style([
  sprinkles({ display: 'grid', columnGap: '4', rowGap: '2' }),
  { gridTemplateColumns: 'auto 1fr', margin: 0 },
]);

export const name = sprinkles({ color: 'textMuted' });

// Long values (an address, a transaction id) wrap inside their column, never past it.
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const strong = style({ fontWeight: vars.fontWeight.semibold });
