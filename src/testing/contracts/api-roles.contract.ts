// Who may make each call: the table of the API server's rules for an anonymous visitor,
// the customer who owns the data, another customer and an admin.
import { describe, expect, it } from 'vitest';
import type { ApiErrorKind, ApiResult } from '../../ports/api.port';
import {
  ApiContractKit,
  CONTACT,
  CONTRACT_TOOL,
  type ApiContractSubject,
  type Caller,
} from './api-contract-kit';

type Expected = 'ok' | ApiErrorKind;

interface Row {
  readonly call: string;
  /** Sets up what the call needs (as whoever must), then gives the call to make. */
  readonly arrange: (kit: ApiContractKit) => Promise<() => ApiResult<unknown>>;
  /** anonymous, owner (the customer), another customer, admin */
  readonly expected: readonly [Expected, Expected, Expected, Expected];
}

const CALLERS: readonly Caller[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

const PUBLIC = ['ok', 'ok', 'ok', 'ok'] as const;
const SIGNED_IN = ['unauthorized', 'ok', 'ok', 'ok'] as const;
const OWNER_OR_ADMIN = ['unauthorized', 'ok', 'forbidden', 'ok'] as const;
const ADMIN_ONLY = ['unauthorized', 'forbidden', 'forbidden', 'ok'] as const;
/** One order by id: to anyone else it is no such order, as for an id that names none. */
const ORDER_OWNER_OR_ADMIN = ['unauthorized', 'ok', 'not-found', 'ok'] as const;

/** A customer's unpaid order of a fresh tool. */
async function customersOrder(kit: ApiContractKit) {
  const tool = await kit.addTool();
  return kit.placeOrder('customer', tool._id, 10);
}

/** A review the customer wrote. */
async function customersReview(kit: ApiContractKit): Promise<string> {
  await kit.actAs('customer');
  const added = await kit.api.addReview({ rating: '4', message: 'Solid rollers.' });
  if (!added.ok) throw new Error(`addReview failed: ${JSON.stringify(added.error)}`);
  return added.value.insertedId;
}

const ROWS: readonly Row[] = [
  {
    call: 'isAdmin (the customer)',
    arrange: async (kit) => {
      const email = await kit.email('customer');
      return () => kit.api.isAdmin(email);
    },
    expected: OWNER_OR_ADMIN,
  },
  {
    call: 'getProfile (the customer)',
    arrange: async (kit) => {
      const email = await kit.email('customer');
      return () => kit.api.getProfile(email);
    },
    expected: OWNER_OR_ADMIN,
  },
  {
    call: 'updateProfile (the customer)',
    arrange: async (kit) => {
      const email = await kit.email('customer');
      return () => kit.api.updateProfile(email, { location: 'Akron, Ohio' });
    },
    expected: OWNER_OR_ADMIN,
  },
  { call: 'listUsers', arrange: async (kit) => () => kit.api.listUsers(), expected: ADMIN_ONLY },
  {
    call: 'makeAdmin (the customer)',
    arrange: async (kit) => {
      const email = await kit.email('customer');
      return () => kit.api.makeAdmin(email);
    },
    expected: ADMIN_ONLY,
  },
  { call: 'listTools', arrange: async (kit) => () => kit.api.listTools(), expected: PUBLIC },
  {
    call: 'getTool',
    arrange: async (kit) => {
      const tool = await kit.addTool();
      return () => kit.api.getTool(tool._id);
    },
    expected: PUBLIC,
  },
  {
    call: 'addTool',
    arrange: async (kit) => () => kit.api.addTool(CONTRACT_TOOL),
    expected: ADMIN_ONLY,
  },
  {
    call: 'deleteTool',
    arrange: async (kit) => {
      const tool = await kit.addTool();
      return () => kit.api.deleteTool(tool._id);
    },
    expected: ADMIN_ONLY,
  },
  { call: 'listReviews', arrange: async (kit) => () => kit.api.listReviews(), expected: PUBLIC },
  {
    call: 'addReview',
    arrange: async (kit) => () => kit.api.addReview({ rating: '4', message: 'Solid rollers.' }),
    expected: SIGNED_IN,
  },
  {
    call: 'listAllReviews',
    arrange: async (kit) => () => kit.api.listAllReviews(),
    expected: ADMIN_ONLY,
  },
  {
    call: "setReviewHidden (the customer's review)",
    arrange: async (kit) => {
      const id = await customersReview(kit);
      return () => kit.api.setReviewHidden(id, true);
    },
    expected: ADMIN_ONLY,
  },
  {
    call: 'placeOrder',
    arrange: async (kit) => {
      const tool = await kit.addTool();
      return () => kit.api.placeOrder({ toolId: tool._id, toolQty: 10, ...CONTACT });
    },
    expected: SIGNED_IN,
  },
  {
    call: 'checkOut',
    arrange: async (kit) => {
      const tool = await kit.addTool();
      return () => kit.api.checkOut({ lines: [{ toolId: tool._id, qty: 10 }], ...CONTACT });
    },
    expected: SIGNED_IN,
  },
  {
    call: 'listMyOrders (the customer)',
    arrange: async (kit) => {
      const email = await kit.email('customer');
      return () => kit.api.listMyOrders(email);
    },
    expected: OWNER_OR_ADMIN,
  },
  {
    call: 'listAllOrders',
    arrange: async (kit) => () => kit.api.listAllOrders(),
    expected: ADMIN_ONLY,
  },
  {
    call: "getOrder (the customer's)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      return () => kit.api.getOrder(order._id);
    },
    expected: ORDER_OWNER_OR_ADMIN,
  },
  {
    call: "payOrder (the customer's, with its succeeded payment)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      const transactionId = await kit.chargeCard('customer', order._id);
      return () => kit.api.payOrder(order._id, transactionId);
    },
    expected: ORDER_OWNER_OR_ADMIN,
  },
  {
    call: "deleteOrder (the customer's unpaid order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      return () => kit.api.deleteOrder(order._id);
    },
    expected: ORDER_OWNER_OR_ADMIN,
  },
  {
    call: "shipOrder (the customer's paid order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      await kit.payOrder('customer', order._id);
      return () => kit.api.shipOrder(order._id);
    },
    expected: ADMIN_ONLY,
  },
  {
    call: "createPaymentIntent (the customer's order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      return () => kit.api.createPaymentIntent(order._id);
    },
    // Only the customer pays: an admin has no card to charge for someone else's order.
    expected: ['unauthorized', 'ok', 'not-found', 'forbidden'],
  },
  {
    call: "getOrderTimeline (the customer's order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      return () => kit.api.getOrderTimeline(order._id);
    },
    expected: ORDER_OWNER_OR_ADMIN,
  },
  {
    call: "downloadInvoice (the customer's paid order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      await kit.payOrder('customer', order._id);
      return () => kit.api.downloadInvoice(order._id);
    },
    expected: ORDER_OWNER_OR_ADMIN,
  },
  {
    call: "reorder (the customer's order)",
    arrange: async (kit) => {
      const order = await customersOrder(kit);
      return () => kit.api.reorder(order._id);
    },
    // Into one's own cart only.
    expected: ['unauthorized', 'ok', 'not-found', 'not-found'],
  },
];

const CASES = ROWS.flatMap((row) =>
  CALLERS.map((caller, i) => ({ row, caller, expected: row.expected[i] ?? 'ok' })),
);

export function describeApiRolesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  describe('who may make each call', () => {
    it.for(CASES)('$row.call as $caller: $expected', async ({ row, caller, expected }) => {
      const kit = new ApiContractKit(await makeSubject());
      const call = await row.arrange(kit);
      await kit.actAs(caller);
      const result = await call();
      if (expected === 'ok') expect(result).toMatchObject({ ok: true });
      else expect(result).toMatchObject({ ok: false, error: { kind: expected } });
    });

    it.for(['a made-up token', 'an ID token instead of the API token'])(
      'refuses %s as unauthorized',
      async (what) => {
        const subject = await makeSubject();
        const kit = new ApiContractKit(subject);
        const email = await kit.email('customer');
        const forged =
          what === 'a made-up token' ? 'not-a-token' : (await subject.identify('customer')).idToken;
        subject.tokens.set(forged);
        expect(await kit.api.listMyOrders(email)).toMatchObject({
          ok: false,
          error: { kind: 'unauthorized' },
        });
        expect(await kit.api.listUsers()).toMatchObject({
          ok: false,
          error: { kind: 'unauthorized' },
        });
      },
    );
  });
}
