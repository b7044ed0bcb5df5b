import { ReviewsSection, ToolsSection, type Catalogue } from './catalogue-sections';
import { QuoteSection, StatisticsSection } from './closing-sections';
import { GuaranteeSection } from './guarantee-section';
import { HeroSection } from './hero-section';

export interface HomePageProps {
  /** Where the tool and review lists come from (the API port in the app). */
  catalogue: Catalogue;
}

/** The home page, its sections in the order of spec section 2. */
export function HomePage({ catalogue }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <GuaranteeSection />
      <ToolsSection catalogue={catalogue} />
      <ReviewsSection catalogue={catalogue} />
      <QuoteSection />
      <StatisticsSection />
    </>
  );
}
