// The width of an element, measured before the browser paints and again whenever it
// changes, so a layout chosen from it never flashes the other one first. Unknown (undefined)
// where there is no layout to measure.
import { useCallback, useLayoutEffect, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(): [
  (node: T | null) => void,
  number | undefined,
] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const ref = useCallback((next: T | null) => setNode(next), []);

  useLayoutEffect(() => {
    // Without ResizeObserver (an old browser, a test's DOM) the width stays unknown.
    if (!node || typeof ResizeObserver === 'undefined') return;
    // Zero: not laid out (hidden, or a DOM without layout): no width to choose by.
    const widthOf = (measured: number) => (measured > 0 ? measured : undefined);
    setWidth(widthOf(node.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(widthOf(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  return [ref, width];
}
