import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The early line's name, part number and price as one block of text, at the places the
// page's heading and paragraphs (cart-line.tsx, lineBody's gap between them) give them: a
// page's largest paint is its largest block of text, and three blocks each smaller than the
// delivery form's hint made that hint the cart's LCP.
// Its own line no taller than the name's: the body's taller line moved the name's baseline
// and made the block 2 px taller than the heading and paragraphs it stands for.
export const lineText = style({ margin: 0, lineHeight: vars.lineHeight.tight });

export const lineName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// Each of its lines the gap taller (half above, half below), as a paragraph and its gap are.
export const mutedLine = style({
  color: vars.color.textMuted,
  lineHeight: `calc(${vars.lineHeight.body} * 1em + ${vars.space[1]})`,
});
