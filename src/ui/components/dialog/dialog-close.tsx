import { Close } from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';

/** Closes the dialog; wraps one button of ours. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <Close asChild>{children}</Close>;
}
