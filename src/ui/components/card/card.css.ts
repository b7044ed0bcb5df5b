// A card's look as a recipe: a raised surface whose media bleeds to its edges above a
// padded body. It has no variants yet; a second look (flat, highlighted) would be one.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const card = recipe({
  base: [
    sprinkles({ display: 'flex', flexDirection: 'column', backgroundColor: 'surface' }),
    {
      minWidth: 0,
      overflow: 'hidden',
      border: `1px solid ${vars.color.surfaceMuted}`,
      borderRadius: vars.radius.card,
      boxShadow: vars.shadow.card,
    },
  ],
});

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', padding: '5' }),
  { flexGrow: 1, overflowWrap: 'anywhere' },
]);
