import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The words carry the meaning; the border and the danger colour only draw the eye.
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
