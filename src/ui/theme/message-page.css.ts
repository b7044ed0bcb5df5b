// A page that only says something: an unknown address, a tool that is gone. Its message
// and the way back stack at the start of the content column.
import { style } from '@vanilla-extract/css';
import { contentColumn } from './content-column';
import { vars } from './contract.css';

export const messagePage = style({
  ...contentColumn,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  paddingBlock: vars.space[16],
});
