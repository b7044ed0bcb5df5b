import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: '8',
    paddingInline: '4',
    paddingBlock: '12',
  }),
  { maxWidth: '48rem', marginInline: 'auto', overflowWrap: 'anywhere' },
]);

export const header = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { paddingBlockEnd: vars.space[6], borderBlockEnd: `4px solid ${vars.color.accent}` },
]);

export const title = sprinkles({ fontSize: { mobile: 'xxl', tablet: 'display' } });

export const intro = sprinkles({ fontSize: 'lg', color: 'textMuted' });
