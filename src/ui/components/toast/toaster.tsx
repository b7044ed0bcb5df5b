import { lazy, Suspense } from 'react';
import { useToastsRequested } from './toast-requests';

const ToastContainer = lazy(() => import('./toast-container'));

/** Mount once near the root; renders nothing until the first toast is asked for. */
export function Toaster() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
