import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The early card's details as one block of text (table-cards.css's grid, drawn inline): a
// page's largest paint is its largest block of text, and a grid made each value a block
// of its own, smaller than a search field's label above the cards (Manage Orders' LCP).
// Each term hangs in the grid's first column; the values' lines (split by <br>) in its second.
const TERM_WIDTH = '6rem';
const COLUMN_GAP = vars.space[4];

export const details = style({
  margin: 0,
  paddingInlineStart: `calc(${TERM_WIDTH} + ${COLUMN_GAP})`,
  overflowWrap: 'anywhere',
});

// Bottom-aligned and padded above: its line is the grid's row gap taller, as the next row is.
export const term = style({
  display: 'inline-block',
  width: TERM_WIDTH,
  marginInlineStart: `calc(-1 * (${TERM_WIDTH} + ${COLUMN_GAP}))`,
  marginInlineEnd: COLUMN_GAP,
  paddingBlockStart: vars.space[2],
  verticalAlign: 'bottom',
  color: vars.color.textMuted,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

// A value's lines (inline: its text stays the block's).
export const earlyValue = style({});
