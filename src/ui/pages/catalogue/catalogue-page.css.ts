import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '6', paddingBlock: '12' }),
  contentColumn,
]);

export const title = sprinkles({ fontSize: { mobile: 'xxl', tablet: 'display' } });

export const intro = sprinkles({ fontSize: 'lg', color: 'textMuted' });

// One column on phones; as many fields a row as fit on wider screens.
export const filters = style([
  sprinkles({ display: 'grid', gap: '4', padding: '4', backgroundColor: 'surfaceMuted' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
    alignItems: 'end',
    borderRadius: vars.radius.card,
  },
]);

export const searchBox = style({ gridColumn: '1 / -1' });

export const priceRange = style([
  sprinkles({ display: 'grid', gap: '3' }),
  {
    gridColumn: 'span 2',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    border: 0,
    padding: 0,
    margin: 0,
    minWidth: 0,
    '@media': { 'screen and (max-width: 30rem)': { gridColumn: 'auto' } },
  },
]);

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space[1],
});

export const checkboxLabel = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2' }),
  { minHeight: vars.size.control, fontWeight: vars.fontWeight.semibold, cursor: 'pointer' },
]);

export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  accentColor: vars.color.accent,
});

export const actions = style([sprinkles({ display: 'flex', gap: '2' }), { flexWrap: 'wrap' }]);

export const status = style({ fontWeight: vars.fontWeight.semibold });
