// The frame every dashboard page shares: a column with the page's heading, and forms.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const column = sprinkles({ display: 'flex', flexDirection: 'column' });

export const page = style([column, sprinkles({ gap: '6' }), { minWidth: 0 }]);

export const heading = style([
  sprinkles({ fontSize: 'xxl' }),
  { lineHeight: vars.lineHeight.tight },
]);

export const form = style([
  column,
  sprinkles({ alignItems: 'stretch', gap: '4' }),
  { maxWidth: '36rem' },
]);

export const failure = style([
  sprinkles({ color: 'danger' }),
  { fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' },
]);

/** The list's controls in a row (the search, a filter), wrapping on a narrow screen. */
export const toolbar = style([
  sprinkles({ display: 'flex', alignItems: 'flex-end', gap: '4' }),
  { flexWrap: 'wrap' },
]);
