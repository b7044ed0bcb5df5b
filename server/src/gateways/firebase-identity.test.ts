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
    expect(await verifier.verify(token)).toEqual({
      email: 'ann@paintco.test',
      name: 'Ann',
      uid: 'uid-ann@paintco.test',
      emailVerified: false,
    });
    const verified = emulatorIdToken({ email: 'b@x.test', email_verified: true }, clock.now());
    expect(await verifier.verify(verified)).toMatchObject({ emailVerified: true });
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
  interface Envelope {
    key?: Parameters<SignJWT['sign']>[0];
    issuer?: string;
    audience?: string;
    expiresAt?: number;
  }
  const sign = (claims: Record<string, unknown>, envelope: Envelope = {}) =>
    new SignJWT({ email: 'a@paintco.test', auth_time: now, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(envelope.issuer ?? 'https://securetoken.google.com/paint-prod')
      .setAudience(envelope.audience ?? 'paint-prod')
      .setSubject('uid-1')
      .setIssuedAt(now)
      .setExpirationTime(envelope.expiresAt ?? now + 3600)
      .sign(envelope.key ?? privateKey);

  it("accepts a token signed with Google's key for this project", async () => {
    expect(await verifier.verify(await sign({ email_verified: true }))).toEqual({
      email: 'a@paintco.test',
      name: '',
      uid: 'uid-1',
      emailVerified: true,
    });
    expect(await verifier.verify(await sign({}))).toMatchObject({ emailVerified: false });
  });

  it('refuses a token for another project, from another issuer, or expired', async () => {
    expect(await verifier.verify(await sign({}, { audience: 'other-project' }))).toBeUndefined();
    expect(
      await verifier.verify(
        await sign({}, { issuer: 'https://securetoken.google.com/other-project' }),
      ),
    ).toBeUndefined();
    expect(
      await verifier.verify(await sign({}, { issuer: 'https://evil.example/paint-prod' })),
    ).toBeUndefined();
    expect(await verifier.verify(await sign({}, { expiresAt: now - 1 }))).toBeUndefined();
    // Still valid one second before it expires: the clock, not the wall, decides.
    expect(await verifier.verify(await sign({}, { expiresAt: now + 1 }))).toBeDefined();
  });

  it('refuses emulator tokens, other keys and future sign-in times', async () => {
    expect(
      await verifier.verify(emulatorIdToken({ email: 'a@paintco.test' }, clock.now())),
    ).toBeUndefined();
    const other = await generateKeyPair('RS256');
    expect(await verifier.verify(await sign({}, { key: other.privateKey }))).toBeUndefined();
    expect(await verifier.verify(await sign({ auth_time: now + 3600 }))).toBeUndefined();
  });
});
