// What a list fetched from the API shows: placeholders, a failure with a retry, or items.

export type ListState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly items: readonly T[] };
