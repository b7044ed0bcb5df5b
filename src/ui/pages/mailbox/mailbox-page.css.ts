import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The e-mail's text as sent: its line breaks and table rows kept, long lines wrapped. */
export const text = style({
  margin: 0,
  maxHeight: '50vh',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
