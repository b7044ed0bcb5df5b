import { style } from '@vanilla-extract/css';

export const submit = style({ alignSelf: 'flex-start' });
