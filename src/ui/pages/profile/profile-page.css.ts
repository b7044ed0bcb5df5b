import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const subheading = style([sprinkles({ fontSize: 'lg' }), { marginBlockEnd: vars.space[4] }]);

export const columns = sprinkles({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { desktop: '2:3' },
});

export const details = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { margin: 0 },
]);

export const detailRow = sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' });

export const term = style([
  sprinkles({ color: 'textMuted' }),
  { fontWeight: vars.fontWeight.semibold },
]);

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const missing = style([value, sprinkles({ color: 'textMuted' }), { fontStyle: 'italic' }]);
