import { describe, expect, it } from 'vitest';
import { LoginFormSchema, PasswordSchema, SignupFormSchema } from './auth-forms';
import { parseInput } from './parse';

const login = (email: string, password: string) => parseInput(LoginFormSchema, { email, password });

describe('login form', () => {
  it('accepts an e-mail and a password of 6 characters', () => {
    expect(login('customer@paintco.test', 'secret')).toEqual({
      ok: true,
      value: { email: 'customer@paintco.test', password: 'secret' },
    });
  });

  it.each([
    ['', 'Email is Required'],
    ['   ', 'Email is Required'],
    ['not-an-email', 'Provide a valid Email'],
    ['a@b', 'Provide a valid Email'],
  ])('refuses the e-mail %j with "%s"', (email, message) => {
    const result = login(email, 'secret');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.email).toBe(message);
  });

  it.each(['first.last@mail.example.co.uk', 'shop@paint.store', 'x9@paintco.test'])(
    'accepts the real-world address %s the old pattern refused',
    (email) => {
      expect(login(email, 'secret').ok).toBe(true);
    },
  );

  it.each([
    ['', 'Password is Required'],
    ['12345', 'Must be 6 characters or longer'],
  ])('refuses the password %j with "%s"', (password, message) => {
    const result = login('customer@paintco.test', password);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.password).toBe(message);
  });

  it('trims the e-mail', () => {
    const result = login('  customer@paintco.test ', 'secret');
    expect(result.ok && result.value.email).toBe('customer@paintco.test');
  });
});

describe('sign-up form', () => {
  it('requires a name with "Name is Required"', () => {
    const result = parseInput(SignupFormSchema, {
      name: '  ',
      email: 'new@paintco.test',
      password: 'secret1',
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { name: 'Name is Required' } });
  });

  it('reports every field at once so the form can show each message', () => {
    const result = parseInput(SignupFormSchema, { name: '', email: '', password: '' });
    expect(result).toMatchObject({
      ok: false,
      message: 'Name is Required',
      fieldErrors: {
        name: 'Name is Required',
        email: 'Email is Required',
        password: 'Password is Required',
      },
    });
  });
});

describe('a list where a single value is expected', () => {
  it('is refused by the value’s own check, not as a request body', () => {
    expect(parseInput(PasswordSchema, ['secret'])).toMatchObject({
      ok: false,
      message: 'Password is Required',
    });
  });
});

describe('sign-up and password limits', () => {
  const signup = { name: 'Ada', email: 'ada@paintco.test', password: 'secret1' };

  it.each([
    ['name', 42, 'Name is Required'],
    ['name', 'x'.repeat(81), 'Name must be 80 characters or fewer'],
    ['password', 'x'.repeat(129), 'Must be 128 characters or fewer'],
  ])('refuses the %s %j', (field, value, message) => {
    expect(parseInput(SignupFormSchema, { ...signup, [field]: value })).toMatchObject({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });

  it('accepts a password of 128 characters', () => {
    expect(parseInput(PasswordSchema, 'x'.repeat(128)).ok).toBe(true);
  });
});
