// Radix's dialog (about 13 KB), loaded the first time a dialog is about to open, not with
// the pages that offer one: My Orders, Manage Orders and the rest draw their rows without
// it. Until then a dialog's trigger is our own button (dialog-trigger.tsx).
import { createContext, useContext } from 'react';
import type * as Radix from '@radix-ui/react-dialog';

export type RadixDialog = typeof Radix;

let loaded: RadixDialog | undefined;
let loading: Promise<RadixDialog> | undefined;

/** Radix's dialog, fetched once (again after a failed fetch). */
export function loadRadixDialog(): Promise<RadixDialog> {
  loading ??= import('@radix-ui/react-dialog').then(
    (radix) => (loaded = radix),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Radix's dialog if it has been loaded already. */
export const loadedRadixDialog = (): RadixDialog | undefined => loaded;

/** Given by a dialog's root once Radix is there; its parts render Radix's then. */
export const RadixDialogContext = createContext<RadixDialog | null>(null);

export const useRadixDialog = () => useContext(RadixDialogContext);

/** A dialog's root before Radix is there: its open state, for its trigger. */
export interface WaitingDialog {
  readonly open: (open: boolean) => void;
}

export const WaitingDialogContext = createContext<WaitingDialog | null>(null);
