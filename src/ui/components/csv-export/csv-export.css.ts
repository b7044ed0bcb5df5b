import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  marginBlockStart: vars.space['8'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space['3']}` });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['4'],
});

export const problem = style({ color: vars.color.danger, marginBlock: vars.space['2'] });

export const status = style({ color: vars.color.textMuted, minBlockSize: '1.5em' });
