import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[3],
  padding: vars.space[5],
  overflowWrap: 'anywhere',
});
