import { styleVariants, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Spec section 2: tools in 1, 2 or 3 columns by screen width; reviews in 1 or 3.
export const columns = styleVariants({
  oneTwoThree: [
    base,
    {
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
  oneOrThree: [
    base,
    { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  ],
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
