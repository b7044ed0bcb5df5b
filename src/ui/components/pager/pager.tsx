// Previous and Next through the pages of a long list, with "Page 2 of 5" between them,
// announced as a status when it changes.
import { useEffect, useRef } from 'react';
import { Button } from '../button/button';
import * as styles from './pager.css';

export interface PagerProps {
  /** From 1. */
  page: number;
  /** At least 1. */
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pages of users". */
  label: string;
}

export const pageStatus = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`;

/**
 * The button pressed last, by the pager's label: while the next page loads, the list (and
 * its pager) may give way to placeholder rows, so the pager that comes back puts focus on
 * that button again instead of leaving it on the page's body.
 */
let pressed:
  { readonly label: string; readonly button: 'Previous' | 'Next'; readonly at: number } | undefined;

/** How long a press is remembered: a page that takes longer has lost the person's attention. */
const REMEMBERED_MS = 30_000;

export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const first = page <= 1;
  const last = page >= pageCount;
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pressed?.label !== label) return;
    const { button, at } = pressed;
    pressed = undefined;
    if (Date.now() - at > REMEMBERED_MS) return;
    // Only when nothing else took focus meanwhile.
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) {
      const own = active === previous.current || active === next.current;
      if (!own) return;
    }
    (button === 'Next' ? next : previous).current?.focus();
  }, [label, page]);
  const press = (button: 'Previous' | 'Next', to: number) => {
    pressed = { label, button, at: Date.now() };
    onPage(to);
  };
  // aria-disabled, not disabled: the button keeps focus when it reaches the first or
  // last page, so a keyboard user is not thrown back to the top.
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button
        ref={previous}
        variant="secondary"
        aria-disabled={first || undefined}
        onClick={() => !first && press('Previous', Math.min(page - 1, pageCount))}
      >
        Previous
      </Button>
      <p role="status" className={styles.status}>
        {pageStatus(page, pageCount)}
      </p>
      <Button
        ref={next}
        variant="secondary"
        aria-disabled={last || undefined}
        onClick={() => !last && press('Next', page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
