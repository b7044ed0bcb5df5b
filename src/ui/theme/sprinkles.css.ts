// Atomic classes for the theme's tokens (macaw-ui's `sprinkles.css.ts`): layout, spacing,
// type size, colour and radius, where the layout ones take a value per screen width
// (`gap={{ mobile: '4', desktop: '8' }}`). All classes are generated at build time; a
// style in a .css.ts file composes them (`style([sprinkles({...}), {...}])`), and Box
// picks them at run time from its props.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './media';

/** Equal columns that never grow past their share, so long words wrap instead. */
const columns = {
  '1': 'minmax(0, 1fr)',
  '2': 'repeat(2, minmax(0, 1fr))',
  '3': 'repeat(3, minmax(0, 1fr))',
  '4': 'repeat(4, minmax(0, 1fr))',
  /** A narrow and a wide column (profile details beside their form). */
  '2:3': 'minmax(0, 2fr) minmax(0, 3fr)',
} as const;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'start', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    gridTemplateColumns: columns,
    gridColumn: { full: '1 / -1' },
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
  },
});

const surface = defineProperties({
  properties: {
    color: vars.color,
    backgroundColor: vars.color,
    borderRadius: vars.radius,
    /** Lists laid out as stacks or grids drop their bullets. */
    listStyle: ['none'],
  },
});

export const sprinkles = createSprinkles(responsive, surface);

export type Sprinkles = Parameters<typeof sprinkles>[0];
