import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The figures side by side where there is room, one under another on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

/** A count that answers a question at a glance ("3 orders to ship"). */
export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['4'], minWidth: 0 });

// The chart reads its colours from the theme through these properties.
export const chart = style({
  minHeight: 240,
  borderRadius: vars.radius.control,
  color: vars.color.ink,
  vars: { '--chart-line': vars.color.accent, '--chart-fill': 'rgb(0 0 0 / 0.04)' },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space['6'] });

export const chartHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The day under the pointer (uPlot places it over the plot). */
export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  zIndex: 1,
  pointerEvents: 'none',
  width: 'max-content',
  maxWidth: '14rem',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.ink,
  color: vars.color.onInk,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
