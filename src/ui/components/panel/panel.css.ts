// A panel's look as a recipe: the bordered surface that holds a form or a summary
// (checkout steps, sign-in, notes). Its content's layout comes from Stack's props.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = recipe({
  base: [
    sprinkles({ backgroundColor: 'surface', borderRadius: 'card' }),
    { border: `1px solid ${vars.color.border}` },
  ],
  variants: {
    padding: {
      md: sprinkles({ padding: '4' }),
      lg: sprinkles({ padding: '6' }),
    },
    /** Lifted off the page (a card on its own, such as the sign-in form). */
    raised: { true: { boxShadow: vars.shadow.card } },
  },
  defaultVariants: { padding: 'lg', raised: false },
});

export type PanelLook = NonNullable<RecipeVariants<typeof panel>>;
