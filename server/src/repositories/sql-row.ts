// From a row to the domain's shape: a moment as an ISO string, SQL nulls as absent fields
// (the domain leaves an optional field out, never null).

export const iso = (at: Date | string): string => new Date(at).toISOString();

type NullsLeftOut<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

export function withoutNulls<T extends object>(row: T): NullsLeftOut<T> {
  const kept = Object.entries(row).filter(([, value]) => value !== null);
  return Object.fromEntries(kept) as NullsLeftOut<T>;
}
