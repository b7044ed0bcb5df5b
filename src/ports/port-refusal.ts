// A port's refusal, thrown: what machine actors and route loaders reject with, so a
// machine's `onDone` always has the value and its `onError` (or a route's error component)
// the typed reason. No `ok ? … : fallback` branch is left to write.
import type { Result } from '../domain/result';
import type { ApiError } from './api.port';
import type { PaymentError } from './payment.port';

/** What an actor's or a loader's promise rejects with when its port refused. */
export class PortRefusal<E> extends Error {
  constructor(readonly reason: E) {
    super('The port refused the call');
    this.name = 'PortRefusal';
  }
}

/** The value of a port's answer; its refusal becomes the actor's error. */
export async function valueOf<T, E>(answer: Promise<Result<T, E>>): Promise<T> {
  const result = await answer;
  if (result.ok) return result.value;
  throw new PortRefusal(result.error);
}

/**
 * The ApiError an actor failed with. Anything else thrown is a fault of ours, not the
 * store's answer: it reads as a failure on the server's side, which is what a person can act on.
 */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof PortRefusal && isApiError(error.reason)) return error.reason;
  return { kind: 'server' };
}

/** The PaymentError a card payment failed with; anything else thrown is a failure without a reason. */
export function paymentErrorOf(error: unknown): PaymentError {
  if (error instanceof PortRefusal && isPaymentError(error.reason)) return error.reason;
  return { kind: 'failed' };
}

const isPaymentError = (value: unknown): value is PaymentError =>
  typeof value === 'object' && value !== null && 'kind' in value;

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value;
}
