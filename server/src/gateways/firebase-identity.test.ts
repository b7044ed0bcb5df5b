import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../auth/clock';
import { emulatorIdToken, projectId } from '../testing/test-app';
import { FirebaseEmulatorIdentityVerifier } from './firebase-emulator.identity';
import { FirebaseIdentityVerifier } from './firebase.identity';

const clock = fixedClock(new Date('2026-06-15T12:00:00Z'));
const now = Math.floor(clock.now().getTime() / 1000);

describe('the Auth emulator verifier', () => {
  const verifier = new FirebaseEmulatorIdentityVerifier(projectId, clock);

  it('accepts an unsigned emulator token for this project', async () => {
    const token = emulatorIdToken({ email: 'Ann@PaintCo.test', name: 'Ann' }, clock.now());
    expect(await verifier.verify(token)).toEqual({ email: 'ann@paintco.test', name: 'Ann' });
  });

  it('refuses other projects, expired tokens and tokens without an e-mail', async () => {
    const at = clock.now();
    expect(await verifier.verify(emulatorIdToken({ email: 'a@x.test', aud: 'other' }, at))).toBe(
      undefined,
    );
    expect(
      await verifier.verify(emulatorIdToken({ email: 'a@x.test', expiresIn: -1 }, at)),
    ).toBeUndefined();
    expect(await verifier.verify(emulatorIdToken({}, at))).toBeUndefined();
  });
});

describe('the real-project verifier', async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const verifier = new FirebaseIdentityVerifier(
    'paint-prod',
    clock,
    createLocalJWKSet({ keys: [jwk] }),
  );
  const sign = (claims: Record<string, unknown>, key = privateKey) =>
    new SignJWT({ email: 'a@paintco.test', auth_time: now, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://securetoken.google.com/paint-prod')
      .setAudience('paint-prod')
      .setSubject('uid-1')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);

  it("accepts a token signed with Google's key for this project", async () => {
    expect(await verifier.verify(await sign({}))).toEqual({ email: 'a@paintco.test', name: '' });
  });

  it('refuses emulator tokens, other keys and future sign-in times', async () => {
    expect(
      await verifier.verify(emulatorIdToken({ email: 'a@paintco.test' }, clock.now())),
    ).toBeUndefined();
    const other = await generateKeyPair('RS256');
    expect(await verifier.verify(await sign({}, other.privateKey))).toBeUndefined();
    expect(await verifier.verify(await sign({ auth_time: now + 3600 }))).toBeUndefined();
  });
});
