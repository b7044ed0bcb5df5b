import { style } from '@vanilla-extract/css';
import { stateMessage } from '../../theme/state-message';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stateMessage,
  alignItems: 'flex-start',
  padding: vars.space[6],
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.control,
});

export const title = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
