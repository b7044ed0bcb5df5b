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
  color: vars.color.ink,
  vars: { '--chart-line': vars.color.accent, '--chart-fill': 'rgb(0 0 0 / 0.04)' },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space['6'] });
