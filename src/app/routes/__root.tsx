import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Footer } from '../../ui/components/footer/footer';
import { PageLayout } from '../../ui/components/page-layout/page-layout';
import { Toaster } from '../../ui/components/toast/toaster';
import { NotFoundPage } from '../../ui/pages/not-found/not-found-page';
import { footerLinks, mainLinks } from '../main-links';
import type { RouterContext } from '../router-context';
import { DocumentHead } from './-document-head';
import { FocusMainOnNavigation } from './-focus-on-navigation';
import { RouterLinkNavigation } from './-router-link-navigation';
import { SessionNavbar } from './-session-navbar';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <RouterLinkNavigation>
      <PageLayout
        header={<SessionNavbar links={mainLinks} />}
        footer={<Footer links={footerLinks} />}
      >
        <Outlet />
      </PageLayout>
      <Toaster />
      <FocusMainOnNavigation />
      <DocumentHead />
    </RouterLinkNavigation>
  );
}
