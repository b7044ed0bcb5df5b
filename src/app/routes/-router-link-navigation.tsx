// Connects the design system's router-agnostic links (src/ui/components/link) to TanStack
// Router: client-side navigation, preloading on intent and aria-current.
import { useLocation, useRouter } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import {
  LinkNavigationContext,
  type LinkNavigation,
} from '../../ui/components/link/link-navigation';

export function RouterLinkNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });

  // The links carry plain paths, so they use `href` (which takes precedence over `to`; the
  // `to: '.'` only satisfies the typed options).
  const navigation = useMemo<LinkNavigation>(
    () => ({
      navigate: (href) => void router.navigate({ to: '.', href }),
      // A failed preload is harmless: the click loads the route again and reports errors.
      preload: (href) => void router.preloadRoute({ to: '.', href }).catch(() => undefined),
      isCurrent: (href) => href === pathname,
    }),
    [router, pathname],
  );

  return <LinkNavigationContext value={navigation}>{children}</LinkNavigationContext>;
}
