// A write refused by a unique index (PostgreSQL's 23505), named by the index, on pg and on
// PGlite alike: both report the code and the constraint's name on the error.
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: named, message } = error as Record<string, unknown>;
  if (code !== '23505') return false;
  return named === constraint || (typeof message === 'string' && message.includes(constraint));
}
