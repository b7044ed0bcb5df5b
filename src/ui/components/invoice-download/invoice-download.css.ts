import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
});

export const problem = style({ color: vars.color.danger, margin: 0, maxInlineSize: '32ch' });

export const status = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875rem' });
