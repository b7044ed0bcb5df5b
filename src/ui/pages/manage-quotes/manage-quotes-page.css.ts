import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const filter = style({ maxWidth: '14rem' });

// Long e-mails and company names wrap inside their cell rather than widening the table.
export const muted = style([sprinkles({ color: 'textMuted' }), { overflowWrap: 'anywhere' }]);

export const status = style({ fontWeight: vars.fontWeight.semibold });
