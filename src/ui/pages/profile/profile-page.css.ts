import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const subheading = style({
  marginBlockEnd: vars.space[4],
  fontSize: vars.fontSize.lg,
});

export const columns = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
});

export const detailRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const missing = style([value, { color: vars.color.textMuted, fontStyle: 'italic' }]);
