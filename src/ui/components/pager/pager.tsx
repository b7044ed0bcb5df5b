// Previous and Next through the pages of a long list, with "Page 2 of 5" between them,
// announced as a status when it changes.
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

export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const first = page <= 1;
  const last = page >= pageCount;
  // aria-disabled, not disabled: the button keeps focus when it reaches the first or
  // last page, so a keyboard user is not thrown back to the top.
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button
        variant="secondary"
        aria-disabled={first || undefined}
        onClick={() => !first && onPage(Math.min(page - 1, pageCount))}
      >
        Previous
      </Button>
      <p role="status" className={styles.status}>
        {pageStatus(page, pageCount)}
      </p>
      <Button
        variant="secondary"
        aria-disabled={last || undefined}
        onClick={() => !last && onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
