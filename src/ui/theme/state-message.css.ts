// What the empty and error states share: a muted box standing in for content that is not
// there, whose text never overflows it. Each adds its own alignment and border.
import { style } from '@vanilla-extract/css';
import { sprinkles } from './sprinkles.css';

export const stateMessage = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    backgroundColor: 'surfaceMuted',
  }),
  { overflowWrap: 'anywhere' },
]);
