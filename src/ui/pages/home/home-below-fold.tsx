// The home page under its first screen, in a chunk of its own: the hero paints without
// waiting for the card, list and state components, which load while it shows.
import { ReviewsSection, ToolsSection, type Catalogue } from './catalogue-sections';
import { QuoteSection, StatisticsSection } from './closing-sections';

export default function HomeBelowFold({ catalogue }: { catalogue: Catalogue }) {
  return (
    <>
      <ToolsSection catalogue={catalogue} />
      <ReviewsSection catalogue={catalogue} />
      <QuoteSection />
      <StatisticsSection />
    </>
  );
}
