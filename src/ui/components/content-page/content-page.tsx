import { useId, type ReactNode } from 'react';
import * as styles from './content-page.css';

export interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A page of reading width with its title as the page's one h1 (blogs, portfolio, quote). */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}
