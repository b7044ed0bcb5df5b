// The looks of a text link as one recipe; a link that looks like a button uses the
// button's recipe instead (see link.tsx).
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: { textUnderlineOffset: '0.2em' },
  variants: {
    look: {
      /** A link inside running text: the accent colour, thicker underline on hover. */
      inline: {
        color: vars.color.accent,
        fontWeight: vars.fontWeight.semibold,
        textDecorationThickness: '1px',
        selectors: {
          '&:hover': { color: vars.color.accentHover, textDecorationThickness: '2px' },
        },
      },
      /** A link in a list of links on a muted band (the footer): text colour, 44px tall. */
      quiet: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.control,
        color: vars.color.text,
        selectors: { '&:hover': { color: vars.color.accent } },
      },
    },
  },
  defaultVariants: { look: 'inline' },
});

export type TextLinkLook = NonNullable<NonNullable<RecipeVariants<typeof link>>['look']>;
