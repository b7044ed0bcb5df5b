// The frame every dashboard page shares: a column with the page's heading, and forms.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
});

export const heading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[4],
  maxWidth: '36rem',
});

export const failure = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
