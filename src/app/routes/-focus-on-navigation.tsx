// After an in-app navigation to another page, focus moves to the main content (PageLayout's
// #main, focusable for this), so keyboard and screen-reader users start at the new page
// rather than on a link that may no longer exist. The first page load keeps the browser's
// own focus (the skip link comes first).
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

export function FocusMainOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (fromLocation === undefined || !pathChanged) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );
  return null;
}
