import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const hero = style({
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `4px solid ${vars.color.accent}`,
});

export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[12],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space[16] },
  },
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
});

export const headline = style({
  maxWidth: '20ch',
  fontSize: vars.fontSize.xxl,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.display },
  },
});

export const lead = style({
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
