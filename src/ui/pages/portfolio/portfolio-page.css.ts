import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const heading = sprinkles({ fontSize: 'xl' });

export const muted = sprinkles({ color: 'textMuted' });

export const skill = style([
  sprinkles({
    paddingInline: '3',
    paddingBlock: '1',
    borderRadius: 'control',
    backgroundColor: 'surfaceMuted',
  }),
  { border: `1px solid ${vars.color.border}` },
]);
