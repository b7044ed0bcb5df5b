// What a page loaded by its route shows: the route's pending component renders it loading,
// its error component failed (with Retry), its component loaded. One model for every page.
import type { ApiError } from '../../ports/api.port';

export type LoadView<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ApiError; readonly retry: () => void }
  | { readonly status: 'loaded'; readonly value: T };

export const LOADING: LoadView<never> = { status: 'loading' };

export const loaded = <T>(value: T): LoadView<T> => ({ status: 'loaded', value });

/** The same state with its loaded value turned into another. */
export const mapLoaded = <A, B>(view: LoadView<A>, f: (value: A) => B): LoadView<B> =>
  view.status === 'loaded' ? loaded(f(view.value)) : view;
