import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

// As tall as the screen: the page that replaces it is usually taller, and the footer must
// not be in view while it loads, or the page pushes it away (a layout shift).
export const root = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space[16],
  minHeight: '100vh',
});

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The same frame, its spinner shown only after a moment: a quick load shows no flash. */
export const later = style([root, { animation: `${appear} 0.2s ease-in 0.4s both` }]);
