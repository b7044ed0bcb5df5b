import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is prerendered HTML (at build time, and while React adopts that HTML
 * in the browser), true from then on and on every page the app draws itself. A form uses it
 * to stay `inert` until its fields are React's: what someone typed into the prerendered
 * fields would otherwise be lost when React takes them over. Only the form waits; the rest
 * of the page is read (and found by screen readers) from its first paint.
 */
export function useAdopted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
