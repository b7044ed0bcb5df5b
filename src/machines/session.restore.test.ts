// A returning person's session, restored from the kept access token without waiting for
// the identity provider, which loads only once needed, to follow changes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { AppPorts } from '../ports/app-ports';
import type { AuthUser } from '../ports/auth.port';
import { createMemoryWorld, DEMO_ACCOUNTS, type MemoryWorld } from '../testing/memory-world';
import { provideSession, startSession, type SessionActor } from './session.actors';
import { withSessionExpiry } from './session.expiring-api';
import { KEPT_TOKEN_MIN_LIFE_MS, sessionInputOf } from './session.kept-token';
import type { SessionEvent, WatchAuthInput } from './session.machine';
import { selectUser } from './session.selectors';

const { admin, customer } = DEMO_ACCOUNTS;
const HOUR = 60 * 60 * 1000;

const roleOf = (session: SessionActor) =>
  waitFor(session, (s) => s.matches({ signedIn: 'customer' }) || s.matches({ signedIn: 'admin' }), {
    timeout: 2000,
  });

/** The identity provider's watcher, played by the test: what it was given, and its voice. */
function fakeWatcher() {
  const started: WatchAuthInput[] = [];
  let report: ((event: SessionEvent) => void) | undefined;
  const logic = fromCallback<SessionEvent, WatchAuthInput>(({ input, sendBack }) => {
    started.push(input);
    report = sendBack;
  });
  const say = (user: AuthUser | null) => {
    if (!report) throw new Error('The identity provider was never started');
    report({ type: 'AUTH_USER', user });
  };
  return { logic, started, say, unavailable: () => report?.({ type: 'AUTH_UNAVAILABLE' }) };
}

/** Another tab's change of the kept token, which the test makes happen. */
function otherTab() {
  const listeners = new Set<() => void>();
  return {
    onKeptTokenChanged(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeToken: () => listeners.forEach((listener) => listener()),
    listening: () => listeners.size,
  };
}

describe('a session restored from the kept token', () => {
  let world: MemoryWorld;
  let loadAuth: ReturnType<typeof vi.fn<AppPorts['loadAuth']>>;
  let ports: Pick<AppPorts, 'api' | 'loadAuth' | 'tokens'>;
  let watcher: ReturnType<typeof fakeWatcher>;

  beforeEach(() => {
    world = createMemoryWorld();
    loadAuth = vi.fn(world.ports.loadAuth);
    ports = { api: world.api, tokens: world.tokens, loadAuth };
    watcher = fakeWatcher();
  });

  /** The session as the app starts it, with the test's identity provider. */
  function restore(machine = provideSession(ports)) {
    const provided = machine.provide({ actors: { watchAuth: watcher.logic } });
    return createActor(provided, { input: sessionInputOf(world.tokens, new Date()) }).start();
  }

  describe('with a good token and its holder', () => {
    it('is signed in at once, with no event of the identity provider at all', async () => {
      await world.signInAs('customer');
      const kept = world.tokens.get();

      const session = restore();

      expect(session.getSnapshot().matches({ signedIn: { unconfirmed: 'checking' } })).toBe(true);
      expect(selectUser(session.getSnapshot())).toEqual({
        email: customer.email,
        name: customer.name,
        role: 'unconfirmed',
      });
      const state = await roleOf(session);
      expect(selectUser(state)).toEqual({
        email: customer.email,
        name: customer.name,
        role: 'customer',
      });
      expect(world.tokens.get()).toBe(kept);
      // The provider is watched for, to be loaded only once needed.
      expect(watcher.started).toEqual([{ onlyWhenNeeded: true }]);
    });

    it('asks the API for the role: an admin is an admin', async () => {
      await world.signInAs('admin');

      const state = await roleOf(restore());

      expect(selectUser(state)).toMatchObject({ email: admin.email, role: 'admin' });
    });

    it('takes the role the API gives, whoever the token names', async () => {
      await world.signInAs('customer');
      const checkRole = vi.fn(async () => ({ admin: true }));

      const machine = provideSession(ports).provide({
        actors: { checkRole: fromPromise(checkRole) },
      });
      const state = await roleOf(restore(machine));

      expect(state.matches({ signedIn: 'admin' })).toBe(true);
      expect(checkRole).toHaveBeenCalledOnce();
    });

    it('changes nothing when the identity provider later names the same person', async () => {
      await world.signInAs('customer');
      const kept = world.tokens.get();
      const exchangeToken = vi.spyOn(world.api, 'exchangeToken');
      const session = restore();
      const before = await roleOf(session);

      watcher.say({ uid: 'any', email: customer.email, displayName: customer.name });

      const after = session.getSnapshot();
      expect(after.value).toEqual(before.value);
      expect(selectUser(after)).toEqual(selectUser(before));
      expect(world.tokens.get()).toBe(kept);
      expect(exchangeToken).not.toHaveBeenCalled();
    });

    it('takes e-mails in any case as the same person’s', async () => {
      await world.signInAs('customer');
      const shouted = customer.email.toUpperCase();
      world.tokens.setHolder({ email: shouted, name: customer.name });
      const exchangeToken = vi.spyOn(world.api, 'exchangeToken');

      const session = restore();
      expect(session.getSnapshot().matches('signedIn')).toBe(true);
      await roleOf(session);
      watcher.say({ uid: 'any', email: shouted, displayName: customer.name });

      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(exchangeToken).not.toHaveBeenCalled();
    });

    it('keeps a new display name from the provider for the next visit’s greeting', async () => {
      await world.signInAs('customer');
      const session = restore();
      await roleOf(session);

      watcher.say({ uid: 'any', email: customer.email, displayName: 'Casey C.' });

      expect(selectUser(session.getSnapshot())?.name).toBe('Casey C.');
      expect(world.tokens.holder()).toEqual({ email: customer.email, name: 'Casey C.' });
    });

    it('takes up the session of another person the provider names (another tab)', async () => {
      await world.signInAs('customer');
      const session = restore();
      await roleOf(session);
      const other = await world.auth.signInWithEmail(admin.email, admin.password);
      if (!other.ok) throw new Error('The admin could not sign in');

      watcher.say(other.value);

      const state = await waitFor(session, (s) => s.matches({ signedIn: 'admin' }), {
        timeout: 2000,
      });
      expect(selectUser(state)?.email).toBe(admin.email);
      expect(world.tokens.holder()).toEqual({ email: admin.email, name: admin.name });
    });

    it('ends when the provider says no one is signed in (signed out in another tab)', async () => {
      await world.signInAs('customer');
      const session = restore();
      await roleOf(session);

      watcher.say(null);

      expect(session.getSnapshot().matches('signedOut')).toBe(true);
      expect(world.tokens.get()).toBeNull();
      expect(world.tokens.holder()).toBeNull();
    });

    it('goes on with the API token when the provider cannot be loaded', async () => {
      await world.signInAs('customer');
      const session = restore();
      await roleOf(session);

      watcher.unavailable();

      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(session.getSnapshot().context.watching).toBe(false);
    });

    it('ends on a 401, as any session does', async () => {
      await world.signInAs('customer');
      const session = restore();
      const expired = vi.fn();
      session.on('expired', expired);
      const api = withSessionExpiry(world.api, () => session.send({ type: 'SESSION_EXPIRED' }));
      await roleOf(session);
      world.state.accessTokens.clear();

      const result = await api.listMyOrders(customer.email);

      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      await waitFor(session, (s) => s.matches({ signedOut: 'idle' }), { timeout: 2000 });
      expect(expired).toHaveBeenCalledOnce();
      expect(world.tokens.get()).toBeNull();
    });

    it('gets a new token through the provider when the API refuses the kept one', async () => {
      await world.signInAs('customer');
      const kept = world.tokens.get();
      world.state.accessTokens.clear();

      const state = await roleOf(startSession(ports));

      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(world.tokens.get()).not.toBe(kept);
      expect(loadAuth).toHaveBeenCalled();
    });
  });

  describe('loading the identity provider', () => {
    it('is not loaded for the visit until another tab changes the kept token', async () => {
      await world.signInAs('customer');
      const tab = otherTab();

      const session = startSession(ports, tab);
      await roleOf(session);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loadAuth).not.toHaveBeenCalled();

      tab.changeToken();
      await vi.waitFor(() => expect(loadAuth).toHaveBeenCalledOnce());
      expect(session.getSnapshot().matches({ signedIn: 'customer' })).toBe(true);
      expect(tab.listening()).toBe(0);
    });

    it('is loaded once the kept token enters its last hour', async () => {
      // Issued so that it has 1.5 s more than the hour left: restored, then near expiry.
      const lifeLeft = KEPT_TOKEN_MIN_LIFE_MS + 1_500;
      world = createMemoryWorld({}, { now: () => new Date(Date.now() - 12 * HOUR + lifeLeft) });
      ports = { api: world.api, tokens: world.tokens, loadAuth };
      loadAuth.mockImplementation(world.ports.loadAuth);
      await world.signInAs('customer');

      const session = startSession(ports);
      await roleOf(session);
      expect(loadAuth).not.toHaveBeenCalled();

      await vi.waitFor(() => expect(loadAuth).toHaveBeenCalledOnce(), { timeout: 4_000 });
    });

    it('stops watching for another tab once the session stops', async () => {
      await world.signInAs('customer');
      const tab = otherTab();

      const session = startSession(ports, tab);
      await roleOf(session);
      session.stop();

      expect(tab.listening()).toBe(0);
      tab.changeToken();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loadAuth).not.toHaveBeenCalled();
    });
  });

  describe('waits for the identity provider, as before', () => {
    it('when the token has expired, and then renews it', async () => {
      const issuedYesterday = createMemoryWorld(
        {},
        { now: () => new Date(Date.now() - 13 * HOUR) },
      );
      world = issuedYesterday;
      ports = { api: world.api, tokens: world.tokens, loadAuth: world.ports.loadAuth };
      await world.signInAs('customer');
      const kept = world.tokens.get();

      const session = restore();
      expect(session.getSnapshot().matches('restoring')).toBe(true);
      expect(watcher.started).toEqual([{ onlyWhenNeeded: false }]);
      watcher.say({ uid: 'any', email: customer.email, displayName: customer.name });

      const state = await roleOf(session);
      expect(state.matches({ signedIn: 'customer' })).toBe(true);
      expect(world.tokens.get()).not.toBe(kept);
    });

    it('when the token expires within the hour, and then renews it', async () => {
      const lifeLeft = KEPT_TOKEN_MIN_LIFE_MS - 60_000;
      world = createMemoryWorld({}, { now: () => new Date(Date.now() - 12 * HOUR + lifeLeft) });
      ports = { api: world.api, tokens: world.tokens, loadAuth: world.ports.loadAuth };
      await world.signInAs('customer');
      const kept = world.tokens.get();
      const exchangeToken = vi.spyOn(world.api, 'exchangeToken');

      const session = restore();
      expect(session.getSnapshot().matches('restoring')).toBe(true);
      watcher.say({ uid: 'any', email: customer.email, displayName: customer.name });

      await roleOf(session);
      expect(exchangeToken).toHaveBeenCalledOnce();
      expect(world.tokens.get()).not.toBe(kept);
      expect(world.tokens.holder()).toEqual({ email: customer.email, name: customer.name });
    });

    it('when the token cannot be read', () => {
      world.tokens.set('not-a-jwt');

      expect(restore().getSnapshot().matches('restoring')).toBe(true);
    });

    it('when the holder kept beside the token is someone else', async () => {
      await world.signInAs('customer');
      world.tokens.setHolder({ email: admin.email, name: admin.name });

      expect(restore().getSnapshot().matches('restoring')).toBe(true);
    });
  });
});
