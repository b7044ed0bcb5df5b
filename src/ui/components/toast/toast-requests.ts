// Toasts without react-toastify in the first page load: the first notify() asks the
// Toaster to mount the container (a lazy chunk) and loads the library; react-toastify
// queues a toast shown before its container is there and shows it once it mounts.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast has been asked for on this page yet (the Toaster mounts from then on). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Shows a toast: top right, light theme, closing after 5 seconds. */
export async function notify(message: string, kind: ToastKind = 'success'): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('react-toastify');
  toast[kind](message);
}
