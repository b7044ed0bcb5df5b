import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '../../ui/pages/blogs/blogs-page';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/blogs')({
  head: () =>
    pageHead(
      'Blogs',
      'Painting tips and news from PaintCo: choosing rollers, brushes and sprayers, and caring for them.',
    ),
  component: () => <BlogsPage />,
});
