import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readAccessTokenClaims } from '../../../src/domain/access-token-claims';
import { createAccessTokens } from './access-tokens';
import { fixedClock } from './clock';

const secret = new Uint8Array(32).fill(1);
const ann = { email: 'a@paintco.test', uid: 'uid-ann', emailVerified: false };
const someone = (email: string) => ({ email, uid: `uid-${email}`, emailVerified: true });

describe('access tokens', () => {
  it('verify to the e-mail and sign-in they were issued for, until they expire', async () => {
    const clock = fixedClock(new Date('2026-01-01T00:00:00Z'));
    const tokens = createAccessTokens(secret, clock, 600);
    const token = await tokens.issue(ann);
    expect(await tokens.verify(token)).toEqual(ann);
    expect(await tokens.verify(await tokens.issue(someone('b@paintco.test')))).toEqual(
      someone('b@paintco.test'),
    );
    clock.advance(601);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuse forged, tampered, unsigned and foreign tokens', async () => {
    const clock = fixedClock(new Date('2026-01-01T00:00:00Z'));
    const tokens = createAccessTokens(secret, clock);
    const forged = await createAccessTokens(new Uint8Array(32).fill(2), clock).issue(
      someone('a@x.test'),
    );
    expect(await tokens.verify(forged)).toBeUndefined();
    const [header, , signature] = (await tokens.issue(someone('a@x.test'))).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin@x.test' })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeUndefined();
    const unsigned = new UnsecuredJWT({ sub: 'a@x.test' }).setExpirationTime('1h').encode();
    expect(await tokens.verify(unsigned)).toBeUndefined();
    const noAudience = await new SignJWT({ sub: 'a@x.test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(noAudience)).toBeUndefined();
    // Signed by us but without the sign-in it belongs to (a token from before the binding).
    const noUid = await new SignJWT({ email: 'a@x.test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('paint-store-api')
      .setAudience('paint-store-web')
      .setSubject('a@x.test')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(noUid)).toBeUndefined();
    expect(await tokens.verify('garbage')).toBeUndefined();
  });

  it('name their holder and expiry in claims the browser reads to restore a session', async () => {
    const tokens = createAccessTokens(secret, fixedClock(new Date('2026-01-01T00:00:00Z')), 600);

    expect(readAccessTokenClaims(await tokens.issue(ann))).toEqual({
      email: ann.email,
      uid: ann.uid,
      expiresAt: new Date('2026-01-01T00:10:00Z'),
    });
  });

  it('need a secret of at least 32 bytes', () => {
    expect(() => createAccessTokens(new Uint8Array(8), fixedClock(new Date()))).toThrow();
  });
});
