// Whether an element is narrower than a width, known before the browser paints and followed
// when it changes, so a layout chosen from it never flashes the other one first. On a screen
// narrower than the width the answer is known before the first render (the element cannot be
// wider than the screen): the page is drawn once, in its final form, instead of being drawn
// wide, measured (a forced layout) and drawn again, all in the task that paints it.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const screenNarrowerThan = (limit: number): boolean =>
  typeof window !== 'undefined' && window.innerWidth > 0 && window.innerWidth < limit;

export function useNarrowerThan<T extends HTMLElement>(
  limit: number,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [narrower, setNarrower] = useState(() => screenNarrowerThan(limit));

  useLayoutEffect(() => {
    const node = ref.current;
    // Without ResizeObserver (an old browser, a test's DOM) the answer stays the screen's.
    if (!node || typeof ResizeObserver === 'undefined') return;
    // Zero: not laid out (hidden, or a DOM without layout): nothing to choose by. Setting the
    // answer it already is renders nothing again.
    const follow = (width: number) => {
      if (width > 0) setNarrower(width < limit);
    };
    if (!screenNarrowerThan(limit)) follow(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) follow(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [limit]);

  return [ref, narrower];
}
