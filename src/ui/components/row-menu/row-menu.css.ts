import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chevron = style({ fontSize: vars.fontSize.sm });

export const content = style({
  // Above the page, below a dialog an item opens (dialog.css.ts: 40 and 41).
  zIndex: 30,
  minWidth: '10rem',
  padding: vars.space[1],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  // As tall as a button: a finger's target on a touch screen.
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // The item the keyboard or the pointer is on: Radix marks it and gives it focus.
    '&[data-highlighted]': {
      backgroundColor: vars.color.surfaceMuted,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const danger = style({ color: vars.color.danger });
