import { createFileRoute } from '@tanstack/react-router';
import { PortfolioPage } from '../../ui/pages/portfolio/portfolio-page';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/portfolio')({
  head: () =>
    pageHead(
      'Portfolio',
      'Projects painted with PaintCo tools: homes, offices and industrial sites across the United States.',
    ),
  component: () => <PortfolioPage />,
});
