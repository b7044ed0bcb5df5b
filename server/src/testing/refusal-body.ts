// What every refusal of the API looks like: a sentence, and the use case's code when a use
// case refused; nothing else (no stack, no internals).
import { expect } from 'vitest';

export function expectRefusalBody(body: unknown): void {
  expect(body).toEqual(
    typeof body === 'object' && body !== null && 'code' in body
      ? { message: expect.any(String), code: expect.any(String) }
      : { message: expect.any(String) },
  );
}
