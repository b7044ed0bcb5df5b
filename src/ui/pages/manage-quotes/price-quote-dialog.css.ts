import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const line = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  padding: vars.space['3'],
  display: 'grid',
  gap: vars.space['2'],
});

export const partNumber = style({ margin: 0, color: vars.color.textMuted });

export const figures = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const quoteIssue = style({ margin: 0, color: vars.color.danger });
