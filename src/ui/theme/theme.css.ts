// The light theme is the global default. Another theme would be `createTheme(vars, tokens)`
// applied as a class on a subtree, without touching any component.
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './media';
import { lightTokens } from './tokens';

createGlobalTheme(':root', vars, lightTokens);

// Motion tokens collapse to zero for people who ask for less motion.
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: { vars: { [vars.motion.fast]: '0ms', [vars.motion.base]: '0ms' } },
  },
});
