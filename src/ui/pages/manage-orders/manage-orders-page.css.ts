import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const noAction = style({ color: vars.color.textMuted });

export const customer = style({ display: 'flex', flexDirection: 'column' });

export const email = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const nowrap = style({ whiteSpace: 'nowrap' });
