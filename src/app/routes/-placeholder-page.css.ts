import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const root = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[10],
});
