import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

export const title = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
