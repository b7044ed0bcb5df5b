import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

const base = style([
  sprinkles({ display: 'grid', gap: '6', padding: '0' }),
  { margin: 0, listStyle: 'none' },
]);

// Spec section 2: tools in 1, 2 or 3 columns by screen width; reviews in 1 or 3.
export const columns = styleVariants({
  oneTwoThree: [
    base,
    sprinkles({ gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '3' } }),
  ],
  oneOrThree: [base, sprinkles({ gridTemplateColumns: { mobile: '1', desktop: '3' } })],
});

export const item = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minWidth: 0 },
]);
