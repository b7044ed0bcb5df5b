import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

// What was bought beside who it goes to, where the page's own column fits both.
export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const tool = sprinkles({ display: 'flex', alignItems: 'center', gap: '3' });

export const thumbnail = style({
  width: '3rem',
  height: '3rem',
  objectFit: 'contain',
  flexShrink: 0,
});

export const transaction = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const links = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'center',
});
