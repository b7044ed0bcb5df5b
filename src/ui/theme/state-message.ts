// What the empty and error states share: a muted box standing in for content that is not
// there, whose text never overflows it. Each adds its own alignment and border.
import { vars } from './contract.css';

export const stateMessage = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
} as const;
