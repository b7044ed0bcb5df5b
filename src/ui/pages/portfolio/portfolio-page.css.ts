import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skill = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
