import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared with links that look like buttons (see ../link), so both stay identical.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: vars.size.control,
  paddingBlock: vars.space[2],
  border: '2px solid transparent',
  borderRadius: vars.radius.control,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { [enabled]: { backgroundColor: vars.color.accentHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.text,
    selectors: { [enabled]: { backgroundColor: vars.color.surfaceMuted } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { [enabled]: { backgroundColor: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  md: { paddingInline: vars.space[4], fontSize: vars.fontSize.md },
  lg: { minHeight: '3.25rem', paddingInline: vars.space[6], fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });
