import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../ui/theme/content-column';
import { vars } from '../../ui/theme/contract.css';

export const root = style({
  ...contentColumn,
  paddingBlock: vars.space[10],
});
