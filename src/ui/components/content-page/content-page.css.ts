import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[12],
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlockEnd: vars.space[6],
  borderBlockEnd: `4px solid ${vars.color.accent}`,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.display } },
});

export const intro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
