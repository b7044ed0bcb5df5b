import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Footer } from '../../ui/components/footer/footer';
import { Navbar } from '../../ui/components/navbar/navbar';
import { PageLayout } from '../../ui/components/page-layout/page-layout';
import { Toaster } from '../../ui/components/toast/toaster';
import { NotFoundPage } from '../../ui/pages/not-found/not-found-page';
import type { RouterContext } from '../router-context';
import { RouterLinkNavigation } from './-router-link-navigation';

const mainLinks = [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Portfolio', href: '/portfolio' },
];

const footerLinks = [...mainLinks, { label: 'Get a quote', href: '/quote' }];

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// The session is not wired yet, so the navbar always shows the logged-out links.
function RootLayout() {
  return (
    <RouterLinkNavigation>
      <PageLayout header={<Navbar links={mainLinks} />} footer={<Footer links={footerLinks} />}>
        <Outlet />
      </PageLayout>
      <Toaster />
    </RouterLinkNavigation>
  );
}
