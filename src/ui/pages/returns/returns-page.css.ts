import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const filter = style({ maxWidth: '16rem' });

export const status = style({ fontWeight: vars.fontWeight.semibold });

// Long e-mails, tool names and reasons wrap inside their cell rather than widening the table.
export const wraps = style({ overflowWrap: 'anywhere' });

export const muted = style([sprinkles({ color: 'textMuted' }), { overflowWrap: 'anywhere' }]);
