// For what replaces the control a person just used (a form that turned into its outcome):
// focus lands on the new content instead of falling to the page's body.
import { useEffect, useRef } from 'react';

/** A ref for an element (give it tabIndex={-1}) that takes focus once it appears. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
