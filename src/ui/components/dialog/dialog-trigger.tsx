import { Trigger } from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';

/** Opens the dialog; wraps one button of ours, which keeps its own look and name. */
export function DialogTrigger({ children }: { children: ReactElement }) {
  return <Trigger asChild>{children}</Trigger>;
}
