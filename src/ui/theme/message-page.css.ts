// A page that only says something: an unknown address, a tool that is gone. Its message
// and the way back stack at the start of the content column.
import { style } from '@vanilla-extract/css';
import { contentColumn } from './content-column';
import { sprinkles } from './sprinkles.css';

export const messagePage = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '4',
    paddingBlock: '16',
  }),
  contentColumn,
]);
