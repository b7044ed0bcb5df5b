import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { media } from '../../theme/media';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const page = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: { mobile: '4', tablet: '6' },
    paddingBlock: { mobile: '6', tablet: '12' },
  }),
  contentColumn,
]);

export const title = sprinkles({ fontSize: { mobile: 'xxl', tablet: 'display' } });

// A phone's first screen is for tools: the introduction shows from tablet width.
export const intro = sprinkles({
  display: { mobile: 'none', tablet: 'block' },
  fontSize: 'lg',
  color: 'textMuted',
});

// One column on phones; as many fields a row as fit on wider screens.
export const filters = style([
  sprinkles({ display: 'grid', gap: '4', padding: '4', backgroundColor: 'surfaceMuted' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
    alignItems: 'end',
    borderRadius: vars.radius.card,
    // On a phone: the search box, then Filters and Search side by side.
    '@media': {
      'screen and (max-width: 37.49em)': {
        gridTemplateColumns: '1fr 1fr',
        gridAutoFlow: 'row dense',
      },
    },
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

const phone = 'screen and (max-width: 37.49em)';

/** Shows and hides the filters on a phone; wider screens always show them. */
export const filtersToggle = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingInline: '4' }),
  {
    justifyContent: 'center',
    minHeight: vars.size.control,
    border: `1px solid ${vars.color.text}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    '@media': { [media.tablet]: { display: 'none' } },
  },
]);

// Its fields sit in the form's grid on wide screens; on a phone, a grid of their own
// that shows only once the Filters button opens it.
export const filterGroup = style({
  display: 'contents',
  gridColumn: '1 / -1',
  '@media': {
    [phone]: {
      selectors: {
        '&[data-open="false"]': { display: 'none' },
        '&[data-open="true"]': { display: 'grid', gap: vars.space[4] },
      },
    },
  },
});
