import type { ReactElement } from 'react';
import { useRadixDialog } from './radix-dialog';

/** Closes the dialog; wraps one button of ours. */
export function DialogClose({ children }: { children: ReactElement }) {
  const radix = useRadixDialog();
  if (!radix) return null;
  return <radix.Close asChild>{children}</radix.Close>;
}
