import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[10],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const image = style({
  width: '100%',
  height: '280px',
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.card,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});

export const total = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const serverError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[16],
});
