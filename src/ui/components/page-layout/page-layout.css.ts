import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minHeight: '100vh' },
]);

// Hidden until focused: the first Tab on every page offers a jump past the navigation.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 10,
  padding: vars.space[3],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

// Full width: pages decide their own bands and content width (a hero may bleed to the edges).
export const main = style({
  flex: 1,
  width: '100%',
  selectors: {
    // The skip link moves focus here; no ring around the whole page for that.
    '&:focus': { outline: 'none' },
  },
});
