// Reset and document-wide rules: box sizing, type, the focus ring, reduced motion.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { onMedia } from './media';
import './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
});

globalStyle('p', { textWrap: 'pretty' });

globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: 'inherit' });

// The one focus style: keyboard users always see where they are. Components change the
// ring colour only through the focusRing token (e.g. on the dark navbar).
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// A catch-all for animations we do not own; our own motion uses the motion tokens.
globalStyle(
  '*, *::before, *::after',
  onMedia('reducedMotion', {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
  }),
);
