import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const field = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' }),
  { minWidth: 0 },
]);

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    // A value shown, not asked for: no box to type into, so nobody tries.
    '&[readonly]': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: 'transparent',
    },
  },
});

// Same look as a single-line field, with room for a few lines and a vertical handle only.
export const textarea = style([
  input,
  {
    minHeight: '8rem',
    resize: 'vertical',
    lineHeight: vars.lineHeight.body,
  },
]);

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});
