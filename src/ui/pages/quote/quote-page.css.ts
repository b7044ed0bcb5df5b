import { style } from '@vanilla-extract/css';

export const submit = style({ alignSelf: 'flex-start' });

export const lines = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'flex-end',
});
