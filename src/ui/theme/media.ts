// Every media query the styles use, in one place: media queries cannot read CSS
// variables, so they live here as plain strings. Tool grids show 1, 2 or 3 columns:
// phones, tablets (from 600px), desktops (from 1024px).
import type { StyleRule } from '@vanilla-extract/css';

export const media = {
  tablet: 'screen and (min-width: 37.5em)',
  desktop: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** A style rule without queries of its own: what may go inside one media query. */
export type QueryFreeStyle = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer'>;

/**
 * A rule that applies only under one of the queries above. Token values that change with
 * the screen width belong in sprinkles (`{ mobile, tablet, desktop }`); this is for the
 * rest: reduced motion, and the rare width that is not a token.
 */
export function onMedia(query: keyof typeof media, rule: QueryFreeStyle): StyleRule {
  return { '@media': { [media[query]]: rule } };
}
