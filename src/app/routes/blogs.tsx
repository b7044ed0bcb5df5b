import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '../../ui/pages/blogs/blogs-page';

export const Route = createFileRoute('/blogs')({
  component: () => <BlogsPage />,
});
