import { createContainer, style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { menuButtonBase } from '../navbar/menu-button.css';
import { sprinkles } from '../../theme/sprinkles.css';

// Like the navbar, the layout reacts to its own width, so narrow stories show the phone form.
const frame = createContainer();
const wide = `${frame} (min-width: 48rem)`;

// At least as tall as the screen, like the sign-in check before it: the footer stays out of
// view while a page loads instead of being pushed away when it arrives (a layout shift).
export const root = style({
  containerName: frame,
  containerType: 'inline-size',
  ...contentColumn,
  paddingBlock: vars.space[8],
  minHeight: '100vh',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  '@container': { [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const menuButton = style([
  menuButtonBase,
  {
    justifySelf: 'start',
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    '@container': { [wide]: { display: 'none' } },
  },
]);

export const drawer = style({
  display: 'none',
  padding: vars.space[3],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceMuted,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@container': { [wide]: { display: 'block', alignSelf: 'start' } },
});

export const drawerTitle = style({
  paddingInline: vars.space[3],
  paddingBlockEnd: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const list = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '0',
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.surface,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
    },
  },
});

export const content = style({ minWidth: 0 });
