import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  backgroundColor: 'rgb(20 33 61 / 0.55)',
  animation: `${fadeIn} ${vars.motion.base} ease-out`,
});

export const content = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: 'min(90vw, 28rem)',
  maxHeight: '85vh',
  overflowY: 'auto',
  padding: vars.space[6],
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
  transform: 'translate(-50%, -50%)',
  animation: `${rise} ${vars.motion.base} ease-out`,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted });

export const actions = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
});

// A dialog with a long form (many rows, a phone's height): the form's fields scroll inside
// it and its Save and Cancel stay in view below them.
export const contentWithFooter = style({ overflowY: 'hidden' });

export const scrollingForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  flex: '1 1 auto',
  minHeight: 0,
});

export const scrollingBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // Room for the fields' focus rings, which the scrolling box would otherwise clip.
  padding: vars.space[1],
  margin: `calc(-1 * ${vars.space[1]})`,
});

export const footer = style({
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Why the form cannot be sent as it is, or why the API refused it. */
export const failure = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  margin: 0,
});
