// A query that failed because the database could not be reached (stopped, restarting, a
// network cut, no free connection in time), not because of what it asked. Callers can
// tell the two apart: the first is worth retrying in a moment, the second is not.

/** Node's socket errors that mean the server is not there. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection
 * exception), 57P01-57P03 (shut down by an administrator, crashed, starting or stopping),
 * 53300 (too many connections).
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** pg's own messages for a connection that died or never came (they carry no code). */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Connection terminated due to connection timeout/,
  /Query read timeout/,
];

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || unavailableState(code))) {
    return true;
  }
  return PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: Error) {
    super(`the database is unavailable: ${cause.message}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Rethrows a connection failure as DatabaseUnavailableError, anything else as it was. */
export function unavailableOr(error: unknown): never {
  if (error instanceof DatabaseUnavailableError) throw error;
  if (isConnectionFailure(error)) throw new DatabaseUnavailableError(error as Error);
  throw error;
}
