// Loaded on demand by the Toaster: the library and its styles stay out of the first load.
import { ToastContainer } from 'react-toastify';

/** Spec section 9: toasts close after 5000 ms, at the top right, in the light theme. */
export const TOAST_OPTIONS = { position: 'top-right', theme: 'light', autoClose: 5000 } as const;

export default function ConfiguredToastContainer() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
