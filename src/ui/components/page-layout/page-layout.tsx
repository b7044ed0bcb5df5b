import { useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './page-layout.css';

export interface PageLayoutProps {
  /** The header slot, usually a Navbar. */
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of every page: skip link, header, the main landmark and the footer. */
export function PageLayout({ header, footer, children }: PageLayoutProps) {
  const main = useRef<HTMLElement>(null);

  // Focus (which also scrolls) without a "#main" URL change that the router would see.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <header>{header}</header>
      <main ref={main} id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
