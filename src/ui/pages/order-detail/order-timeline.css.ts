import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

// Oldest at the top, each entry a line with a dot on a rule down the left.
export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { listStyle: 'none', margin: 0, padding: 0, borderInlineStart: `2px solid ${vars.color.border}` },
]);

export const entry = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' }),
  { paddingInlineStart: vars.space['4'], overflowWrap: 'anywhere' },
]);

export const when = sprinkles({ color: 'textMuted', fontSize: 'sm' });
