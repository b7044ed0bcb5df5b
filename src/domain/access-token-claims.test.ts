import { describe, expect, it } from 'vitest';
import { isUsableUntil, readAccessTokenClaims } from './access-token-claims';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (payload: unknown) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const exp = Date.UTC(2026, 0, 1) / 1000;

describe('reading the access token’s claims', () => {
  it('reads the e-mail, the sign-in and the expiry', () => {
    expect(readAccessTokenClaims(tokenOf({ sub: 'ann@paintco.test', uid: 'u-1', exp }))).toEqual({
      email: 'ann@paintco.test',
      uid: 'u-1',
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('reads an e-mail in any script (UTF-8 in base64url)', () => {
    const token = tokenOf({ sub: 'zoë@maler.test', uid: 'ü?>~', exp });
    expect(readAccessTokenClaims(token)?.email).toBe('zoë@maler.test');
    expect(readAccessTokenClaims(token)?.uid).toBe('ü?>~');
  });

  it('reads a payload whose base64url has "-" and "_", and is read without padding', () => {
    const token = tokenOf({ sub: '???@x.test', uid: '>>>', exp: 1 });
    expect(token.split('.')[1]).toMatch(/_.*-/);
    expect(readAccessTokenClaims(token)).toEqual({
      email: '???@x.test',
      uid: '>>>',
      expiresAt: new Date(1000),
    });
  });

  const goodPayload = base64Url(JSON.stringify({ sub: 'a@x.test', uid: 'u-1', exp }));

  it.each([
    ['not a JWT', 'mem_0123abcd'],
    ['good claims in two parts', `${base64Url('{}')}.${goodPayload}`],
    ['good claims in four parts', `a.${goodPayload}.c.d`],
    ['good claims after a space', `a. ${goodPayload}.c`],
    ['good claims before a space', `a.${goodPayload} .c`],
    ['good claims with base64 padding', `a.${goodPayload}=.c`],
    ['JSON null', `a.${base64Url('null')}.c`],
    ['an empty sign-in id', tokenOf({ sub: 'a@x.test', uid: '', exp })],
    ['a sign-in id that is a number', tokenOf({ sub: 'a@x.test', uid: 7, exp })],
    [
      'an expiry beyond any number',
      `a.${base64Url('{"sub":"a@x.test","uid":"u-1","exp":1e999}')}.c`,
    ],
    ['two parts', `${base64Url('{}')}.${base64Url('{"sub":"a@x.test"}')}`],
    ['a payload that is not base64url', 'a.b+c/d=.e'],
    ['a payload that is not JSON', `a.${base64Url('not json')}.c`],
    ['a payload that is not UTF-8', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`],
    ['JSON that is not an object', `a.${base64Url('"text"')}.c`],
    ['no subject', tokenOf({ uid: 'u-1', exp })],
    ['an empty subject', tokenOf({ sub: '', uid: 'u-1', exp })],
    ['no sign-in id', tokenOf({ sub: 'a@x.test', exp })],
    ['no expiry', tokenOf({ sub: 'a@x.test', uid: 'u-1' })],
    ['an expiry that is text', tokenOf({ sub: 'a@x.test', uid: 'u-1', exp: '1767225600' })],
    ['an empty string', ''],
  ])('gives null for %s', (_, token) => {
    expect(readAccessTokenClaims(token)).toBeNull();
  });

  it('is usable only while more than the margin is left', () => {
    const claims = { email: 'a@x.test', uid: 'u-1', expiresAt: new Date('2026-01-01T01:00:00Z') };
    const margin = 5 * 60_000;
    expect(isUsableUntil(claims, new Date('2026-01-01T00:54:59Z'), margin)).toBe(true);
    expect(isUsableUntil(claims, new Date('2026-01-01T00:55:00Z'), margin)).toBe(false);
    expect(isUsableUntil(claims, new Date('2026-01-01T02:00:00Z'), margin)).toBe(false);
  });
});
