import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authError } from '../ports/auth.port';
import type { AppPorts } from '../ports/app-ports';
import { createMemoryWorld, DEMO_ACCOUNTS, type MemoryWorld } from '../testing/memory-world';
import { provideSession, startSession, type SessionActor } from './session.actors';
import { withSessionExpiry } from './session.expiring-api';
import { isSettled, selectUser, selectWorking, type SessionSnapshot } from './session.selectors';

const { admin, customer } = DEMO_ACCOUNTS;

const settled = (session: SessionActor) => waitFor(session, isSettled, { timeout: 2000 });
/** Signed in, with the role the API gave. */
const signedIn = (session: SessionActor) =>
  waitFor(session, (s) => s.matches({ signedIn: 'customer' }) || s.matches({ signedIn: 'admin' }), {
    timeout: 2000,
  });
const signedOut = (session: SessionActor) =>
  waitFor(session, (s) => s.matches({ signedOut: 'idle' }), { timeout: 2000 });

describe('the session', () => {
  let world: MemoryWorld;
  let loadAuth: ReturnType<typeof vi.fn<AppPorts['loadAuth']>>;
  let ports: Pick<AppPorts, 'api' | 'loadAuth' | 'tokens'>;

  beforeEach(() => {
    world = createMemoryWorld();
    loadAuth = vi.fn(world.ports.loadAuth);
    ports = { api: world.api, tokens: world.tokens, loadAuth };
  });

  describe('loading the auth state', () => {
    it('is signed out at once, without loading the identity provider, when no token is kept', () => {
      const session = startSession(ports);

      expect(session.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
      expect(loadAuth).not.toHaveBeenCalled();
    });

    it('loads the identity provider and restores a customer when a token is kept alone', async () => {
      await world.signInAs('customer');
      // Kept by an earlier version of the app: no holder beside it.
      const kept = world.tokens.get() ?? '';
      world.tokens.set(kept);

      const session = startSession(ports);
      expect(isSettled(session.getSnapshot())).toBe(false);
      // Signed in as soon as the provider knows the person, while the API checks the role:
      // pages that need no role load their data meanwhile.
      const restored = await settled(session);
      expect(selectUser(restored)).toEqual({
        email: customer.email,
        name: customer.name,
        role: 'unconfirmed',
      });
      const state = await signedIn(session);

      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(selectUser(state)).toEqual({
        email: customer.email,
        name: customer.name,
        role: 'customer',
      });
      expect(world.tokens.get()).toBe(kept);
      // Kept for the next visit, which is then restored from the token at once.
      expect(world.tokens.holder()).toEqual({ email: customer.email, name: customer.name });
    });

    it('restores an admin as an admin', async () => {
      await world.signInAs('admin');

      const state = await signedIn(startSession(ports));

      expect(state.matches({ signedIn: 'admin' })).toBe(true);
      expect(selectUser(state)?.role).toBe('admin');
    });

    it('is signed out and forgets the token when the provider has no user for it', async () => {
      world.tokens.set('token-from-an-old-visit');

      const state = await settled(startSession(ports));

      expect(state.matches('signedOut')).toBe(true);
      expect(world.tokens.get()).toBeNull();
    });

    it('gets a new token when the kept one is no longer accepted', async () => {
      await world.signInAs('customer');
      world.tokens.set('expired-token');

      const state = await signedIn(startSession(ports));

      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(world.tokens.get()).not.toBe('expired-token');
      expect((await world.api.isAdmin(customer.email)).ok).toBe(true);
    });

    it('is not signed out by a page’s 401 while the kept token is checked, and renews it', async () => {
      await world.signInAs('customer');
      world.tokens.set('expired-token');
      const session = startSession(ports);
      await settled(session);

      // A page loading meanwhile was refused with the old token.
      session.send({ type: 'SESSION_EXPIRED' });

      const state = await signedIn(session);
      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(world.tokens.get()).not.toBe('expired-token');
    });

    it('stays signed in, role unconfirmed, when the API cannot be reached; confirms it later', async () => {
      await world.signInAs('admin');
      const kept = world.tokens.get();
      world.api.failNext('network');

      const session = startSession(ports);
      const state = await waitFor(
        session,
        (s) => s.matches({ signedIn: { unconfirmed: 'waiting' } }),
        { timeout: 2000 },
      );

      expect(selectUser(state)?.role).toBe('unconfirmed');
      expect(world.tokens.get()).toBe(kept);
      expect(await world.auth.getIdToken()).not.toBeNull();

      session.send({ type: 'RECHECK' });
      const confirmed = await waitFor(session, (s) => s.matches({ signedIn: 'admin' }), {
        timeout: 2000,
      });
      expect(selectUser(confirmed)?.role).toBe('admin');
    });

    it('keeps asking for the role, backing off, while the API stays unreachable', async () => {
      vi.useFakeTimers();
      try {
        await world.signInAs('customer');
        world.api.failNext('server');
        world.api.failNext('network');
        const session = startSession(ports);
        await vi.waitFor(() =>
          expect(session.getSnapshot().matches({ signedIn: { unconfirmed: 'waiting' } })).toBe(
            true,
          ),
        );

        await vi.advanceTimersByTimeAsync(2_000);
        await vi.waitFor(() =>
          expect(session.getSnapshot().matches({ signedIn: { unconfirmed: 'waiting' } })).toBe(
            true,
          ),
        );
        expect(session.getSnapshot().context.recheckAttempts).toBe(2);

        await vi.advanceTimersByTimeAsync(4_000);
        await vi.waitFor(() =>
          expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true),
        );
      } finally {
        vi.useRealTimers();
      }
    });

    it('is signed out with a sentence when the identity provider cannot be loaded', async () => {
      world.tokens.set('kept-token');
      loadAuth.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));

      const state = await settled(startSession(ports));

      expect(state.matches('signedOut')).toBe(true);
      expect(state.context.error).toEqual({ kind: 'auth-unavailable' });
    });
  });

  describe('signing in', () => {
    it('signs a customer in: token exchanged and kept, role asked', async () => {
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN', email: customer.email, password: customer.password });
      expect(selectWorking(session.getSnapshot())).toBe(true);
      const state = await signedIn(session);

      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(selectUser(state)?.name).toBe(customer.name);
      const token = world.tokens.get();
      expect(token).not.toBeNull();
      expect(world.state.accessTokens.get(token ?? '')).toBe(customer.email);
      expect(selectWorking(state)).toBe(false);
    });

    it('signs an admin in as an admin', async () => {
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN', email: admin.email, password: admin.password });

      expect((await signedIn(session)).matches({ signedIn: 'admin' })).toBe(true);
    });

    it('shows the provider’s sentence for a wrong password and keeps no token', async () => {
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN', email: customer.email, password: 'wrong-pass-1' });
      await waitFor(session, (s) => s.matches({ signedOut: 'authenticating' }));
      const state = await signedOut(session);

      expect(state.context.error).toEqual({ kind: 'auth', error: authError('wrong-password') });
      expect(world.tokens.get()).toBeNull();
    });

    it('signs up: the account gets its name, and the API user the same name', async () => {
      const session = startSession(ports);

      session.send({
        type: 'SIGN_UP',
        name: 'Riley Roller',
        email: 'riley@paintco.test',
        password: 'riley-pass-1',
      });
      const state = await signedIn(session);

      expect(selectUser(state)).toEqual({
        email: 'riley@paintco.test',
        name: 'Riley Roller',
        role: 'customer',
      });
      expect(world.state.users.get('riley@paintco.test')?.name).toBe('Riley Roller');
    });

    it('shows the provider’s sentence when the e-mail is taken', async () => {
      const session = startSession(ports);

      session.send({ type: 'SIGN_UP', name: 'Copy', email: customer.email, password: 'pass-123' });
      await waitFor(session, (s) => s.matches({ signedOut: 'authenticating' }));

      expect((await signedOut(session)).context.error).toEqual({
        kind: 'auth',
        error: authError('email-in-use'),
      });
    });

    it('signs in with Google', async () => {
      world.auth.setGoogleAccount({ email: 'gale@gmail.test', displayName: 'Gale Google' });
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN_WITH_GOOGLE' });
      const state = await signedIn(session);

      expect(selectUser(state)).toMatchObject({ email: 'gale@gmail.test', name: 'Gale Google' });
    });

    it('shows why Google sign-in did not finish', async () => {
      world.auth.failNext('popup-closed');
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN_WITH_GOOGLE' });
      await waitFor(session, (s) => s.matches({ signedOut: 'authenticating' }));

      expect((await signedOut(session)).context.error).toEqual({
        kind: 'auth',
        error: authError('popup-closed'),
      });
    });

    it('ends signed out, token cleared and provider signed out, when the exchange fails', async () => {
      world.api.failNext('server');
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN', email: customer.email, password: customer.password });
      await waitFor(session, (s) => s.matches('exchanging'));
      const state = await signedOut(session);

      expect(state.context.error).toEqual({ kind: 'api', error: { kind: 'server', status: 500 } });
      expect(world.tokens.get()).toBeNull();
      expect(await world.auth.getIdToken()).toBeNull();
    });

    it('ends signed out saying why when the role cannot be asked', async () => {
      const session = startSession(ports);
      const exchange = world.api.exchangeToken.bind(world.api);
      vi.spyOn(world.api, 'exchangeToken').mockImplementation(async (...args) => {
        const result = await exchange(...args);
        world.api.failNext('network');
        return result;
      });

      session.send({ type: 'SIGN_IN', email: customer.email, password: customer.password });
      await waitFor(session, (s) => s.matches('checkingRole'));
      const state = await signedOut(session);

      expect(state.context.error).toEqual({ kind: 'api', error: { kind: 'network' } });
      expect(world.tokens.get()).toBeNull();
      expect(await world.auth.getIdToken()).toBeNull();
    });

    it('says so when the identity provider cannot be loaded for a sign-in', async () => {
      loadAuth.mockRejectedValue(new Error('offline'));
      const session = startSession(ports);

      session.send({ type: 'SIGN_IN', email: customer.email, password: customer.password });
      await waitFor(session, (s) => s.matches({ signedOut: 'authenticating' }));

      expect((await signedOut(session)).context.error).toEqual({ kind: 'auth-unavailable' });
    });

    it('forgets the last error when a form opens again', async () => {
      const session = startSession(ports);
      session.send({ type: 'SIGN_IN', email: customer.email, password: 'wrong-pass-1' });
      await waitFor(session, (s) => s.context.error !== null);

      session.send({ type: 'AUTH_NEEDED' });

      expect(session.getSnapshot().context.error).toBeNull();
    });

    it('picks up a user the provider kept from an earlier visit once a page needs it', async () => {
      await world.auth.signInWithEmail(customer.email, customer.password);
      const session = startSession(ports);
      expect(session.getSnapshot().matches('signedOut')).toBe(true);

      session.send({ type: 'AUTH_NEEDED' });

      expect(selectUser(await signedIn(session))?.email).toBe(customer.email);
      expect(loadAuth).toHaveBeenCalled();
    });
  });

  describe('signed in', () => {
    let session: SessionActor;
    beforeEach(async () => {
      session = startSession(ports);
      session.send({ type: 'SIGN_IN', email: customer.email, password: customer.password });
      await signedIn(session);
    });

    it('signs out: token cleared, provider signed out', async () => {
      session.send({ type: 'SIGN_OUT' });
      const state = await signedOut(session);

      expect(selectUser(state)).toBeNull();
      expect(world.tokens.get()).toBeNull();
      expect(await world.auth.getIdToken()).toBeNull();
    });

    it('ends on SESSION_EXPIRED: signed out, token cleared, and says so to the app', async () => {
      const expired = vi.fn();
      session.on('expired', expired);

      session.send({ type: 'SESSION_EXPIRED' });
      await signedOut(session);

      expect(expired).toHaveBeenCalledOnce();
      expect(world.tokens.get()).toBeNull();
      expect(await world.auth.getIdToken()).toBeNull();
    });

    it('says where to sign in again to, when the page that ended it asks for that', async () => {
      const expired = vi.fn();
      session.on('expired', expired);

      session.send({ type: 'SESSION_EXPIRED', signInTo: '/dashboard/myOrders' });
      await signedOut(session);

      expect(expired).toHaveBeenCalledWith({ type: 'expired', signInTo: '/dashboard/myOrders' });
      expect(world.tokens.get()).toBeNull();
    });

    it('follows a sign-out made elsewhere (another tab)', async () => {
      await world.auth.signOut();

      await signedOut(session);
      expect(world.tokens.get()).toBeNull();
    });

    it('shows a new display name at once', async () => {
      await world.auth.updateDisplayName('Casey C.');

      await waitFor(session, (s) => selectUser(s)?.name === 'Casey C.');
    });
  });

  describe('refusals from the API', () => {
    async function signedInWithExpiry(who: 'customer' | 'admin') {
      const session = startSession(ports);
      const expired = vi.fn();
      session.on('expired', expired);
      const api = withSessionExpiry(world.api, () => session.send({ type: 'SESSION_EXPIRED' }));
      const { email, password } = DEMO_ACCOUNTS[who];
      session.send({ type: 'SIGN_IN', email, password });
      await signedIn(session);
      return { session, api, expired };
    }

    it('a 401 on any call signs out, clears the token and tells the app', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');
      world.tokens.set('forged-token');

      const result = await api.getProfile(customer.email);

      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      await signedOut(session);
      expect(expired).toHaveBeenCalledOnce();
      expect(world.tokens.get()).toBeNull();
    });

    it('a 403 on the own-orders call signs out too', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');

      const result = await api.listMyOrders(admin.email);

      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      await signedOut(session);
      expect(expired).toHaveBeenCalledOnce();
    });

    it('a 403 on Make Admin signs out too: that admin is no longer one', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');

      const result = await api.makeAdmin(customer.email);

      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      await signedOut(session);
      expect(expired).toHaveBeenCalledOnce();
    });

    it('a network failure never signs out', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');
      world.api.failNext('network');

      const result = await api.listMyOrders(customer.email);

      expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(expired).not.toHaveBeenCalled();
    });

    it('a 401 on recording a payment is left to the payment page: the session stays', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');
      world.tokens.set('forged-token');

      const result = await api.payOrder('c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01', 'pi_123');

      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(expired).not.toHaveBeenCalled();
    });

    it('a 403 elsewhere is only an error: the session stays', async () => {
      const { session, api, expired } = await signedInWithExpiry('customer');

      const result = await api.listUsers();

      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(expired).not.toHaveBeenCalled();
    });

    it('SESSION_EXPIRED while signed out changes nothing', () => {
      const session = startSession(ports);
      const expired = vi.fn();
      session.on('expired', expired);

      session.send({ type: 'SESSION_EXPIRED' });

      expect(session.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
      expect(expired).not.toHaveBeenCalled();
    });
  });

  it('can be given other effects with .provide(), as any XState machine', async () => {
    const machine = provideSession(ports).provide({
      actions: { clearToken: () => undefined },
    });
    world.tokens.set('kept');
    const session = createActor(machine, { input: { hasStoredToken: true } }).start();

    const state: SessionSnapshot = await settled(session);

    expect(state.matches('signedOut')).toBe(true);
    expect(world.tokens.get()).toBe('kept');
  });
});
