import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  padding: vars.space['3'],
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const row = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: 0 });

export const rowMessage = style({ margin: 0, color: vars.color.danger, gridColumn: '1 / -1' });

export const hint = style({ margin: 0, color: vars.color.textMuted });
