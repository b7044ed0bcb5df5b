// The cart: its lines beside the summary and delivery column on wide screens; on phones the
// lines stack and the total with its button stays fixed to the bottom of the screen.
import { style } from '@vanilla-extract/css';
import { panel as panelLook } from '../../components/panel/panel.css';
import { placeholderBlock } from '../../components/tool-card/tool-card.css';
import { contentColumn } from '../../theme/content-column';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const phone = 'screen and (max-width: 37.49em)';

export const page = style({
  ...contentColumn,
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[8],
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(17rem, 2fr)',
      alignItems: 'start',
    },
    // Room under the last field for the summary fixed to the bottom of the screen.
    [phone]: { paddingBlockEnd: '7rem' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

/** The delivery and summary column stays in view beside a long cart. */
export const side = style({
  '@media': { [media.tablet]: { position: 'sticky', top: vars.space[4] } },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style([
  panelLook({ padding: 'md' }),
  {
    display: 'grid',
    gridTemplateColumns: '4.5rem minmax(0, 1fr)',
    gap: vars.space[3],
    '@media': { [media.tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto' } },
  },
]);

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceMuted,
});

export const lineBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const lineName = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The total and Remove: under the line on phones, at its right end on wide screens. */
export const lineEnd = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  '@media': {
    [media.tablet]: {
      gridColumn: 'auto',
      flexDirection: 'column',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const lineTotal = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** Remove is quiet: an underlined word, not a button that competes with Check out. */
export const remove = style({
  minHeight: vars.size.control,
  paddingInline: vars.space[2],
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.danger } },
});

export const stepper = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  marginBlockStart: vars.space[2],
});

export const qtyField = style({ width: '7rem' });

// Level with the input, under the field's one-line label.
export const stepButton = style({
  marginBlockStart: `calc(${vars.lineHeight.body} * 1em + ${vars.space[1]})`,
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const summary = style([
  panelLook({ padding: 'md', raised: true }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space[3],
    '@media': {
      [phone]: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 10,
        borderRadius: 0,
        borderInline: 0,
        borderBlockEnd: 0,
      },
    },
  },
]);

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const notice = style([panelLook({ padding: 'md' }), { margin: 0 }]);

// While the cart loads: its lines and its delivery column at about the size they will
// have, so that the footer stays out of view and does not jump when they arrive.
export const linesPlaceholder = style([placeholderBlock, { minHeight: '8rem' }]);

export const sidePlaceholder = style([placeholderBlock, { minHeight: '34rem' }]);

// The early face's stand-in for a line's quantity stepper (quantity-stepper.tsx): its label's
// line and its control, so the line is as tall as the one the app draws.
export const stepperPlaceholder = style({
  marginBlockStart: vars.space[2],
  height: `calc(${vars.lineHeight.body} * 1em + ${vars.space[1]} + ${vars.size.control})`,
});

// The early face's line keeps the phone's layout at every width: its total under the line,
// where filling the total's slot moves nothing (beside it, the total's width was the third
// column's, and filling it moved the line's other columns).
export const earlyLine = style({
  '@media': { [media.tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr)' } },
});

export const earlyLineEnd = style({ gridColumn: '1 / -1', justifyContent: 'flex-start' });

/** The lines with units past the stock, above the total: in the column, not the phone's bar. */
export const backorders = style({
  margin: 0,
  paddingInlineStart: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
});
