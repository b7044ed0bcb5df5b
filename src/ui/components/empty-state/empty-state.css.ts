import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[8],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ maxWidth: '50ch', color: vars.color.textMuted });
