import { createContainer, style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { menuButtonBase } from './menu-button.css';

// The navbar reacts to its own width, not the window's, so a narrow story or a
// narrow slot shows the phone layout too. A signed-in customer's row (eight links, the
// greeting and Sign Out) needs about 60rem: below 64rem the links fold into the menu, so
// the row never wraps onto a second line (it did at 800 px).
const bar = createContainer();
const wide = `${bar} (min-width: 64rem)`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  backgroundColor: vars.color.ink,
  color: vars.color.onInk,
  vars: { [vars.color.focusRing]: vars.color.accentSoft },
});

export const inner = style({
  ...contentColumn,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.control,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const brandMark = style({ color: vars.color.accentSoft });

export const menuButton = style([
  menuButtonBase,
  {
    minWidth: vars.size.control,
    border: `1px solid ${vars.color.onInkMuted}`,
    background: 'transparent',
    color: vars.color.onInk,
    '@container': { [wide]: { display: 'none' } },
  },
]);

export const list = style({
  display: 'none',
  flexBasis: '100%',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space[2],
  listStyle: 'none',
  selectors: {
    '&[data-open="true"]': { display: 'flex' },
  },
  '@container': {
    [wide]: {
      display: 'flex',
      flexBasis: 'auto',
      flexDirection: 'row',
      flexWrap: 'nowrap',
      alignItems: 'center',
      gap: vars.space[2],
      paddingBlockEnd: 0,
    },
  },
});

const itemBox = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.control,
} as const;

export const link = style({
  ...itemBox,
  color: vars.color.onInk,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.1)' },
    '&[aria-current="page"]': {
      textDecoration: 'underline',
      textDecorationColor: vars.color.accentSoft,
      textDecorationThickness: '3px',
      textUnderlineOffset: '0.35em',
    },
  },
});

export const greeting = style({
  ...itemBox,
  color: vars.color.onInkMuted,
  overflowWrap: 'anywhere',
  // A long name is cut with an ellipsis on the row rather than pushing it onto two lines.
  '@container': {
    [wide]: {
      display: 'block',
      alignContent: 'center',
      maxWidth: '12rem',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

export const signOut = style({
  ...itemBox,
  border: `1px solid ${vars.color.onInkMuted}`,
  background: 'transparent',
  color: vars.color.onInk,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.1)' } },
});

/** The cart's count: a small pill after the label. */
export const count = style({
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: '0.25em',
  paddingInline: '0.35em',
  borderRadius: '999px',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  textAlign: 'center',
});
