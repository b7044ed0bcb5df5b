import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A next step, such as a link or a button. */
  action?: ReactNode;
}

/** Says that a list has nothing in it yet, rather than leaving a blank gap. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <p className={styles.title}>
        <strong>{title}</strong>
      </p>
      {children && <div className={styles.text}>{children}</div>}
      {action}
    </div>
  );
}
