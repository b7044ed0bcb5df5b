import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** Where the sign-in panel sits: centred, no wider than a phone. */
export const card = style({
  width: '100%',
  maxWidth: '26rem',
  marginInline: 'auto',
  marginBlock: vars.space[10],
});

export const title = style([sprinkles({ fontSize: 'xl' }), { textAlign: 'center' }]);

export const providerError = style([
  sprinkles({ padding: '3', color: 'danger', borderRadius: 'control' }),
  { border: `1px solid ${vars.color.danger}` },
]);

const rule = { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } as const;

export const divider = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    color: 'textMuted',
    fontSize: 'sm',
  }),
  { '::before': rule, '::after': rule },
]);

export const switchLine = style({ textAlign: 'center' });
