import { describe, expect, it } from 'vitest';
import { describeError, describePaymentError, describeSignInProblem } from './describe-error';

describe('describeError', () => {
  it("shows the API's own sentence as it came", () => {
    expect(describeError({ kind: 'invalid', status: 409, message: 'Only 3 left in stock' })).toBe(
      'Only 3 left in stock',
    );
  });

  it.each([
    ['unauthorized', /session has expired/],
    ['forbidden', /not allowed/],
    ['not-found', /could not find/],
    ['invalid', /could not accept that request/],
    ['rate-limited', /wait a minute/],
    ['network', /could not reach the store/],
    ['server', /ran into a problem/],
  ] as const)('says something for a %s error the API said nothing about', (kind, sentence) => {
    expect(describeError({ kind })).toMatch(sentence);
  });

  it('says how long to wait when the API said it in Retry-After', () => {
    expect(describeError({ kind: 'rate-limited', retryAfterSeconds: 1 })).toBe(
      'Too many attempts in a short time. Please wait 1 second and try again.',
    );
    expect(describeError({ kind: 'rate-limited', retryAfterSeconds: 30 })).toBe(
      'Too many attempts in a short time. Please wait 30 seconds and try again.',
    );
    expect(describeError({ kind: 'rate-limited', retryAfterSeconds: 120 })).toBe(
      'Too many attempts in a short time. Please wait 2 minutes and try again.',
    );
  });

  it('tells a timeout and an unreadable reply from other failures', () => {
    expect(describeError({ kind: 'network', detail: 'timeout' })).toBe(
      'The store took too long to answer. Please try again.',
    );
    expect(describeError({ kind: 'server', detail: 'unreadable-reply' })).toMatch(
      /reply we could not read/,
    );
  });
});

describe('describePaymentError', () => {
  it("shows the provider's reason, or a sentence of its own when there is none", () => {
    expect(describePaymentError({ kind: 'card', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(describePaymentError({ kind: 'failed' })).toBe(
      'Your payment could not be completed. Please try again.',
    );
    expect(describePaymentError({ kind: 'network', code: 'unreachable' })).toBe(
      'We could not reach the payment service. Check your connection and try again.',
    );
  });
});

describe('describeSignInProblem', () => {
  it("shows the provider's sentence, the API's, or says what stopped the sign-in", () => {
    expect(
      describeSignInProblem({
        kind: 'auth',
        error: { code: 'invalid-email', message: 'Provide a valid Email' },
      }),
    ).toBe('Provide a valid Email');
    expect(describeSignInProblem({ kind: 'api', error: { kind: 'network' } })).toMatch(
      /could not reach the store/,
    );
    expect(describeSignInProblem({ kind: 'auth-unavailable' })).toMatch(/sign-in service/);
    expect(describeSignInProblem({ kind: 'id-token-lost' })).toMatch(/lost on the way/);
    expect(describeSignInProblem({ kind: 'unfinished' })).toMatch(/could not be finished/);
  });
});
