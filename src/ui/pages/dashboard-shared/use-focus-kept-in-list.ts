// A row's button that had focus can vanish when the rows load again (Delete, Decline,
// Cancel take the row or its button away). Focus would fall to the page's body and a
// keyboard user back to the top; instead it goes to the actions of the row now in its place
// or the next one with any (the one before when it was the last row), else to any control
// of those rows, else to the list's heading.
import { useEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';
const ROW = '[data-row-key]';
const ACTION_CONTROLS = CONTROLS.split(', ')
  .map((control) => `[data-row-actions] ${control}`)
  .join(', ');

export function useFocusKeptInList(
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  rows: unknown,
): void {
  const last = useRef<{ element: Element; row: number } | undefined>(undefined);

  useEffect(() => {
    const root = section.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const row = event.target.closest(ROW);
      const index = row ? [...root.querySelectorAll(ROW)].indexOf(row) : -1;
      last.current = { element: event.target, row: index };
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [section]);

  useEffect(() => {
    const before = last.current;
    if (!before || before.element.isConnected || before.row < 0) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const all = [...(section.current?.querySelectorAll(ROW) ?? [])];
    // The row now in its place and those after it, then those before it, nearest first.
    const order = [...all.slice(before.row), ...all.slice(0, before.row).reverse()];
    const first = (selector: string) =>
      order.map((row) => row.querySelector<HTMLElement>(selector)).find(Boolean);
    (first(ACTION_CONTROLS) ?? first(CONTROLS) ?? heading.current)?.focus();
  }, [rows, section, heading]);
}
