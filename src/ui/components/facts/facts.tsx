// Names and values side by side (an order's number, date, tool, total…): a description
// list, so a screen reader announces each value with its name.
import type { ReactNode } from 'react';
import * as styles from './facts.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}

export interface FactProps {
  readonly name: string;
  readonly children: ReactNode;
  /** The value a person looks for first (a price): in bold. */
  readonly strong?: boolean;
}

export function Fact({ name, children, strong = false }: FactProps) {
  return (
    <>
      <dt className={styles.name}>{name}</dt>
      <dd className={strong ? `${styles.value} ${styles.strong}` : styles.value}>{children}</dd>
    </>
  );
}
