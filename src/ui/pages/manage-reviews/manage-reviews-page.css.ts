import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

// A long review wraps inside its cell rather than widening the table.
export const message = style({ overflowWrap: 'anywhere', minWidth: '12rem' });

export const date = sprinkles({ color: 'textMuted' });
