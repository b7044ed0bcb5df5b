import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { placeholderLine } from '../tool-card/tool-card.css';

// Wide tables scroll sideways inside their own box on phones instead of widening the page.
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.card,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space[4],
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const headerCell = style({
  padding: vars.space[3],
  textAlign: 'start',
  whiteSpace: 'nowrap',
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});

// A long unbroken word (a part number in a tool's name, an e-mail) breaks rather than
// widening the table past the page.
export const cell = style({
  padding: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const message = style({
  padding: vars.space[6],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export { placeholderLine };
