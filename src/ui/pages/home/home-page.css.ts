// The home page's sections. Its first screen loads before anything else, so it keeps to
// static classes (sprinkles composed here at build time) rather than Box's props, which
// would bring the sprinkles runtime into the first load.
import { globalStyle, style } from '@vanilla-extract/css';
import { button } from '../../components/button/button.css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { onMedia } from '../../theme/media';
import { sprinkles } from '../../theme/sprinkles.css';

const column = sprinkles({ display: 'flex', flexDirection: 'column' });

export const hero = style([
  sprinkles({ backgroundColor: 'surfaceMuted' }),
  { borderBlockEnd: `4px solid ${vars.color.accent}` },
]);

export const heroInner = style([
  sprinkles({
    display: 'grid',
    alignItems: 'center',
    gap: '8',
    paddingBlock: { mobile: '12', desktop: '16' },
    gridTemplateColumns: { desktop: '2' },
  }),
  contentColumn,
]);

export const heroText = style([column, sprinkles({ alignItems: 'flex-start', gap: '4' })]);

export const eyebrow = style([
  sprinkles({ color: 'accentHover', fontSize: 'sm' }),
  { fontWeight: vars.fontWeight.bold, letterSpacing: '0.08em', textTransform: 'uppercase' },
]);

export const headline = style([
  sprinkles({ fontSize: { mobile: 'xxl', tablet: 'display' } }),
  { maxWidth: '20ch' },
]);

export const lead = style([
  sprinkles({ fontSize: 'lg', color: 'textMuted' }),
  { maxWidth: '60ch' },
]);

// Smaller on phones, where the words and the Explore button come first on the screen.
export const heroImage = style({
  width: '100%',
  height: 'auto',
  maxWidth: '14rem',
  justifySelf: 'center',
  ...onMedia('tablet', { maxWidth: '35rem' }),
});

// The catalogue search under the Explore button: label above, box and button side by side.
export const heroSearch = style([
  sprinkles({ display: 'flex', alignItems: 'flex-end', gap: '2' }),
  { flexWrap: 'wrap', width: '100%', maxWidth: '28rem', paddingBlockStart: vars.space[2] },
]);

// The secondary button's classes, worked out at build time: no recipe call in the first load.
export const heroSearchButton = button({ variant: 'secondary' });

// Styled through the form, so the first load's script carries no class names for them.
globalStyle(`${heroSearch} label`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 12rem',
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${heroSearch} input`, {
  fontWeight: vars.fontWeight.regular,
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const belowFoldFallback = style({ minHeight: '100vh' });

export const section = style([
  column,
  sprinkles({ gap: '6', paddingBlock: '12' }),
  contentColumn,
  { scrollMarginBlockStart: vars.space[4] },
]);

export const sectionHeading = sprinkles({ fontSize: { mobile: 'xl', tablet: 'xxl' } });

export const band = sprinkles({ backgroundColor: 'surfaceMuted' });

const plainList = style([sprinkles({ padding: '0' }), { margin: 0, listStyle: 'none' }]);

export const points = style([
  plainList,
  sprinkles({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '4' },
  }),
]);

export const point = style([column, sprinkles({ gap: '2' })]);

export const pointIcon = sprinkles({ color: 'accent' });

export const pointTitle = sprinkles({ fontSize: 'lg' });

export const pointText = sprinkles({ color: 'textMuted' });

export const quote = style([
  column,
  sprinkles({ alignItems: 'center', gap: '4', paddingBlock: '12' }),
  contentColumn,
  { textAlign: 'center' },
]);

export const statistics = sprinkles({ backgroundColor: 'ink', color: 'onInk' });

export const statisticsList = style([
  sprinkles({
    display: 'grid',
    gap: '6',
    paddingBlock: '10',
    gridTemplateColumns: { mobile: '2', desktop: '4' },
  }),
  contentColumn,
  { marginBlock: 0, listStyle: 'none', textAlign: 'center' },
]);

export const statistic = style([column, sprinkles({ gap: '1' })]);

export const statisticValue = style([
  sprinkles({ fontSize: 'xxl', color: 'accentSoft' }),
  { fontWeight: vars.fontWeight.bold },
]);

export const statisticLabel = sprinkles({ color: 'onInk', fontSize: 'lg' });
