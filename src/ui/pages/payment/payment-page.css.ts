import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const heading = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const success = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const transaction = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  margin: 0,
});
