import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';

export const root = style({
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  ...contentColumn,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlock: vars.space[6],
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legal = style({ overflowWrap: 'anywhere' });
