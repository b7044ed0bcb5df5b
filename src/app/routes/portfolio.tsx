import { createFileRoute } from '@tanstack/react-router';
import { PortfolioPage } from '../../ui/pages/portfolio/portfolio-page';

export const Route = createFileRoute('/portfolio')({
  component: () => <PortfolioPage />,
});
