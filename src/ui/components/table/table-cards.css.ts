import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { placeholderLine } from '../tool-card/tool-card.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' });

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { listStyle: 'none', margin: 0, padding: 0 },
]);

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4' }),
  {
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderRadius: vars.radius.card,
    fontSize: vars.fontSize.sm,
  },
]);

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

// Each term and its value share the grid's row.
export const detail = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export const message = style({
  padding: vars.space[6],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export { placeholderLine };
