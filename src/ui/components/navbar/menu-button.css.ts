import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** What every menu button shares; each menu adds its colours and hides it on wide screens. */
export const menuButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.control,
  cursor: 'pointer',
});
