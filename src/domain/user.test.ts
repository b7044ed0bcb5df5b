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
