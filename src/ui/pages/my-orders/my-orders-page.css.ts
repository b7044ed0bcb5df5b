import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const transaction = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  width: '40px',
  height: '40px',
  objectFit: 'contain',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space[2],
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

/** Orders that expired while the page was open: a calm note, not an error. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
});

export const noticeLine = style({ margin: 0 });
