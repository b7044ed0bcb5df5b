import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

// Above both columns from tablet width, where the checkout frame has two.
export const heading = sprinkles({ gridColumn: { tablet: 'full' } });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const amount = style([
  sprinkles({ fontSize: 'xl' }),
  { fontWeight: vars.fontWeight.bold, margin: 0 },
]);

export const success = style([
  sprinkles({ fontSize: 'lg' }),
  { margin: 0, fontWeight: vars.fontWeight.bold },
]);

export const transaction = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const notice = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  { margin: 0 },
]);
