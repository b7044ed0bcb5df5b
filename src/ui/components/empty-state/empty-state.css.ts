import { style } from '@vanilla-extract/css';
import { stateMessage } from '../../theme/state-message';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stateMessage,
  alignItems: 'center',
  padding: vars.space[8],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ maxWidth: '50ch', color: vars.color.textMuted });
