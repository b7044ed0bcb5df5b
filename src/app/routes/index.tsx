import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../ui/pages/home/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
