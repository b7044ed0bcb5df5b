import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { onMedia } from '../../theme/media';
import { sprinkles } from '../../theme/sprinkles.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = sprinkles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'textMuted',
});

export const glyph = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  // A static ring still reads as "busy" next to the label; no rotation.
  ...onMedia('reducedMotion', {
    animation: 'none',
    borderRightColor: 'currentColor',
    opacity: 0.6,
  }),
});

export const glyphSize = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '3rem', height: '3rem' },
});
