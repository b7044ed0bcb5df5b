import { lazy, Suspense } from 'react';
import type { Catalogue } from './catalogue-sections';
import { GuaranteeSection } from './guarantee-section';
import { HeroSection } from './hero-section';
import * as styles from './home-page.css';

const HomeBelowFold = lazy(() => import('./home-below-fold'));

export interface HomePageProps {
  /** The tool and review lists, on their way from the route's loader. */
  catalogue: Catalogue;
}

/** The home page, its sections in the order of spec section 2. */
export function HomePage({ catalogue }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <GuaranteeSection />
      {/* A screen-high fallback, so the footer never jumps up and back while this loads. */}
      <Suspense fallback={<div className={styles.belowFoldFallback} />}>
        <HomeBelowFold catalogue={catalogue} />
      </Suspense>
    </>
  );
}
