import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const stock = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const outOfStock = style([stock, { color: vars.color.danger }]);

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

// The admin's line breaks are kept, as on the API's page.
export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });
