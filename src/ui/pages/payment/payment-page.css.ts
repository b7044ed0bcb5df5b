import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { sprinkles } from '../../theme/sprinkles.css';

// The summary beside the card form only where both fit at a readable width (the page's
// own column, not the screen, decides: the dashboard menu takes part of the screen).
export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
});

export const amount = style([
  sprinkles({ fontSize: 'xl' }),
  { fontWeight: vars.fontWeight.bold, margin: 0 },
]);

export const success = style([
  sprinkles({ fontSize: 'lg' }),
  { margin: 0, fontWeight: vars.fontWeight.bold },
]);

export const transaction = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const notice = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  { margin: 0 },
]);

export const links = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '4' });

// The order's details fold behind a button on a phone, under the heading and the total, so
// the card form is on the first screen; wider screens always show them, without the button.
// The screen decides, not the summary's width: beside the card form on a wide screen the
// summary can be as narrow as on a phone.
const roomy = media.tablet;

export const detailsToggle = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingInline: '4' }),
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.control,
    border: `1px solid ${vars.color.text}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    '@media': { [roomy]: { display: 'none' } },
  },
]);

const folded = '&[data-open="false"]';
export const details = style({
  selectors: { [folded]: { display: 'none' } },
  '@media': { [roomy]: { selectors: { [folded]: { display: 'block' } } } },
});
