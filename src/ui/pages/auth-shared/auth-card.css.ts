import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  width: '100%',
  maxWidth: '26rem',
  marginInline: 'auto',
  marginBlock: vars.space[10],
  padding: vars.space[6],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
});

export const providerError = style({
  margin: 0,
  padding: vars.space[3],
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.control,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

export const switchLine = style({
  margin: 0,
  textAlign: 'center',
});
