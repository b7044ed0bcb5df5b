import { describe, expect, it } from 'vitest';
import { TypedCardFields } from '../local-payment/typed-card-fields';
import { DEMO_ACCOUNTS, DEMO_ORDERS, DEMO_TOOLS, DEMO_TOOL_IDS } from './demo-data';
import { createMemoryWorld } from './memory-world';

const contact = {
  name: 'Casey Customer',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
};

describe('createMemoryWorld', () => {
  it('starts with the demo store, its unpaid order due 30 minutes after the start, its paid ones invoiced', async () => {
    const world = createMemoryWorld({}, { now: () => new Date('2026-06-15T12:00:00.000Z') });
    expect(await world.api.listTools()).toEqual({ ok: true, value: DEMO_TOOLS });
    await world.signInAs('customer');
    const mine = await world.api.listMyOrders(DEMO_ACCOUNTS.customer.email);
    expect(mine).toEqual({
      ok: true,
      value: DEMO_ORDERS.map((order) =>
        order.paid
          ? { ...order, invoiceNumber: expect.stringMatching(/^INV-2026-00000[12]$/) }
          : { ...order, expiresAt: '2026-06-15T12:30:00.000Z' },
      ),
    });
  });

  it('replaces the parts of the demo data it is given', async () => {
    const world = createMemoryWorld({ tools: [], reviews: [] });
    expect(await world.api.listTools()).toEqual({ ok: true, value: [] });
    expect(await world.api.listReviews()).toEqual({ ok: true, value: [] });
    await expect(world.signInAs('admin')).resolves.toMatchObject({ email: 'admin@paintco.test' });
  });

  it('keeps worlds apart', async () => {
    const first = createMemoryWorld();
    const second = createMemoryWorld();
    await first.signInAs('admin');
    expect((await first.api.deleteTool(DEMO_TOOL_IDS.paintTray)).ok).toBe(true);
    expect((await second.api.getTool(DEMO_TOOL_IDS.paintTray)).ok).toBe(true);
  });

  it('signs in as the app does: identity provider, then the API token in the store', async () => {
    const world = createMemoryWorld();
    const heard: (string | null)[] = [];
    world.auth.onAuthStateChanged((user) => heard.push(user?.email ?? null));
    const user = await world.signInAs('admin');
    expect(user).toMatchObject({ email: 'admin@paintco.test', displayName: 'Avery Admin' });
    expect(heard).toEqual([null, 'admin@paintco.test']);
    expect(world.tokens.get()).toMatch(/\S/);
    expect((await world.api.listUsers()).ok).toBe(true);
  });

  it('says why when it cannot sign in', async () => {
    const world = createMemoryWorld();
    await expect(
      world.signInAs({ email: 'customer@paintco.test', password: 'nope!!' }),
    ).rejects.toThrow('That e-mail and password do not match');
    expect(world.tokens.get()).toBeNull();
  });

  it('hands the same fakes to the app as ports', async () => {
    const world = createMemoryWorld();
    expect(world.ports.api).toBe(world.api);
    expect(world.ports.tokens).toBe(world.tokens);
    expect(await world.ports.loadAuth()).toBe(world.auth);
    // The fake takes a typed card, so the app gets the local test-mode card form with it.
    const kit = await world.ports.loadPayment();
    expect(kit.port).toBe(world.payment);
    expect(kit.CardFields).toBe(TypedCardFields);
  });

  it('shares one store between the fakes: an order, its payment, its stock', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const placed = await world.api.placeOrder({
      toolId: DEMO_TOOL_IDS.sprayGun,
      toolQty: 5,
      ...contact,
    });
    if (!placed.ok) throw new Error(placed.error.message);
    const orderId = placed.value.insertedId;
    expect(world.state.tools.get(DEMO_TOOL_IDS.sprayGun)?.availableQty).toBe(75);
    const secret = await world.payment.getClientSecret(orderId);
    if (!secret.ok) throw new Error(secret.error.message);
    expect([...world.state.payments.values()]).toContainEqual(
      expect.objectContaining({ orderId, amountCents: 47_500, status: 'requires_payment_method' }),
    );
    // Reloading the payment page reuses the open payment.
    expect(await world.payment.getClientSecret(orderId)).toEqual(secret);
  });
});

describe('simulated faults', () => {
  it('fails the next API call as unreachable, then answers again', async () => {
    const world = createMemoryWorld();
    world.api.failNext('network');
    expect(await world.api.listTools()).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect((await world.api.listTools()).ok).toBe(true);
  });

  it('fails as a broken server when asked, and queues several failures', async () => {
    const world = createMemoryWorld();
    world.api.failNext('server');
    world.api.failNext('network');
    expect(await world.api.listReviews()).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(await world.api.listReviews()).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect((await world.api.listReviews()).ok).toBe(true);
  });

  it('changes nothing on a failed call', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    world.api.failNext();
    const placed = await world.api.placeOrder({
      toolId: DEMO_TOOL_IDS.sprayGun,
      toolQty: 5,
      ...contact,
    });
    expect(placed.ok).toBe(false);
    expect(world.state.tools.get(DEMO_TOOL_IDS.sprayGun)?.availableQty).toBe(80);
  });

  it('answers after the delay it is given', async () => {
    const world = createMemoryWorld();
    world.api.delay(40);
    const started = Date.now();
    expect((await world.api.listTools()).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    world.api.resetFaults();
    const again = Date.now();
    await world.api.listTools();
    expect(Date.now() - again).toBeLessThan(35);
  });

  it('never answers with an endless delay (a loading state that stays)', async () => {
    const world = createMemoryWorld();
    world.api.delay(Infinity);
    const answer = world.api.listTools().then(() => 'answered');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still loading'), 30));
    expect(await Promise.race([answer, timeout])).toBe('still loading');
  });

  it('makes the next auth call fail with the given code', async () => {
    const world = createMemoryWorld();
    world.auth.failNext('too-many-attempts');
    await expect(world.signInAs('customer')).rejects.toThrow('Too many attempts');
    await expect(world.signInAs('customer')).resolves.toMatchObject({
      email: 'customer@paintco.test',
    });
  });

  it('signs in with whichever Google account it is given', async () => {
    const world = createMemoryWorld();
    world.auth.setGoogleAccount({ email: 'Sam.Spray@Gmail.test', displayName: 'Sam Spray' });
    expect(await world.auth.signInWithGoogle()).toMatchObject({
      ok: true,
      value: { email: 'sam.spray@gmail.test', displayName: 'Sam Spray' },
    });
  });

  it('signs Google into an existing account of the same e-mail', async () => {
    const world = createMemoryWorld();
    world.auth.setGoogleAccount({ email: DEMO_ACCOUNTS.customer.email, displayName: 'Casey G.' });
    const google = await world.auth.signInWithGoogle();
    await world.auth.signOut();
    const password = await world.auth.signInWithEmail(
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    expect(google.ok && password.ok && google.value.uid === password.value.uid).toBe(true);
  });
});
