// The button's looks as one recipe. Links that look like buttons (see ../link) call the
// same recipe, so both stay identical.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: vars.size.control,
    paddingBlock: vars.space[2],
    border: '2px solid transparent',
    borderRadius: vars.radius.control,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { [enabled]: { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: { [enabled]: { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [enabled]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      md: { paddingInline: vars.space[4], fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', paddingInline: vars.space[6], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** What anything that looks like a button may choose: variant, size, full width. */
export type ButtonLook = NonNullable<RecipeVariants<typeof button>>;
