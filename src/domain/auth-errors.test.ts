import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_ERROR_MESSAGES } from './auth-errors';

describe('sign-in error sentences', () => {
  it('give every error code a sentence a person can read', () => {
    for (const code of AUTH_ERROR_CODES) {
      expect(AUTH_ERROR_MESSAGES[code]).toMatch(/^[A-Z].*\S$/);
    }
  });

  it("use the spec's words where it has them", () => {
    expect(AUTH_ERROR_MESSAGES['not-signed-in']).toBe('No user is logged in');
    expect(AUTH_ERROR_MESSAGES['invalid-email']).toBe('Provide a valid Email');
  });
});
