import { describe, expect, it } from 'vitest';
import { isAdmin, ProfileUpdateInputSchema, UserUpsertInputSchema } from './user';
import { parseInput } from './parse';

describe('profile update', () => {
  it('trims the fields it accepts', () => {
    const result = parseInput(ProfileUpdateInputSchema, {
      name: ' Ada ',
      education: ' BSc ',
      location: 'Ohio',
      phone: '555 0100',
      linkedin: 'https://www.linkedin.com/in/example',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Ada',
        education: 'BSc',
        location: 'Ohio',
        phone: '555 0100',
        linkedin: 'https://www.linkedin.com/in/example',
      },
    });
  });

  it('accepts an empty LinkedIn field', () => {
    expect(parseInput(ProfileUpdateInputSchema, { linkedin: '' }).ok).toBe(true);
  });

  it('refuses a role: a profile can never change it', () => {
    const result = parseInput(ProfileUpdateInputSchema, { name: 'Eve', role: 'admin' });
    expect(result).toMatchObject({ ok: false, message: '"role" is not an accepted field' });
  });

  it.each(['http://linkedin.com/in/x', 'https://evil.example/linkedin.com', 'not a url'])(
    'refuses the LinkedIn address %s',
    (linkedin) => {
      expect(parseInput(ProfileUpdateInputSchema, { linkedin })).toMatchObject({
        ok: false,
        fieldErrors: { linkedin: 'LinkedIn must be a linkedin.com address starting with https://' },
      });
    },
  );

  it('limits lengths', () => {
    expect(parseInput(ProfileUpdateInputSchema, { location: 'x'.repeat(121) })).toMatchObject({
      ok: false,
      message: 'Location must be 120 characters or fewer',
    });
  });

  it('refuses text fields of another type', () => {
    expect(parseInput(ProfileUpdateInputSchema, { phone: 5550100 })).toMatchObject({
      ok: false,
      message: 'Phone must be text',
    });
  });
});

describe('user upsert after sign-in', () => {
  it('accepts a name and an e-mail and nothing else', () => {
    expect(parseInput(UserUpsertInputSchema, { name: 'Ada', email: 'ada@paintco.test' }).ok).toBe(
      true,
    );
    expect(parseInput(UserUpsertInputSchema, { role: 'admin' }).ok).toBe(false);
  });
});

describe('roles', () => {
  it('knows an admin by the role field', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({})).toBe(false);
  });
});

describe('profile and upsert edges', () => {
  it.each([
    'https://linkedin.com/in/ada',
    'https://www.linkedin.com',
    'https://uk.linkedin.com/in/ada',
  ])('accepts the LinkedIn address %s', (linkedin) => {
    expect(parseInput(ProfileUpdateInputSchema, { linkedin })).toEqual({
      ok: true,
      value: { linkedin },
    });
  });

  it.each([
    'see https://www.linkedin.com/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'https://www.linkedin.com/in/ada and more',
  ])('refuses the LinkedIn address %j', (linkedin) => {
    expect(parseInput(ProfileUpdateInputSchema, { linkedin })).toMatchObject({
      ok: false,
      fieldErrors: { linkedin: 'LinkedIn must be a linkedin.com address starting with https://' },
    });
  });

  it.each([
    ['linkedin', 42, 'LinkedIn must be text'],
    [
      'linkedin',
      `https://linkedin.com/in/${'x'.repeat(180)}`,
      'LinkedIn must be 200 characters or fewer',
    ],
    ['name', 'x'.repeat(81), 'Name must be 80 characters or fewer'],
    ['education', 'x'.repeat(121), 'Education must be 120 characters or fewer'],
  ])('refuses a profile %s that is not text or too long', (field, value, message) => {
    expect(parseInput(ProfileUpdateInputSchema, { [field]: value })).toMatchObject({
      ok: false,
      message,
    });
  });

  it('limits the name given at sign-in', () => {
    expect(parseInput(UserUpsertInputSchema, { name: 'x'.repeat(81) })).toMatchObject({
      ok: false,
      message: 'Name must be 80 characters or fewer',
    });
  });
});
