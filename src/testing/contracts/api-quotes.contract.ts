// Quotes: anyone asks, the admin prices, the sender accepts into an unpaid order at the
// quoted prices (payable like any order) or declines; refusals are sentences, no change.
import { beforeEach, expect, it } from 'vitest';
import { ORDER_TOO_LARGE } from '../../domain/money';
import {
  abovePerOrderMessage,
  belowMinimumMessage,
  notWholePacksMessage,
} from '../../domain/quantity';
import { QUOTE_ALREADY_ACCEPTED, QUOTE_NOT_PRICED, quoteReference } from '../../domain/quote';
import type { QuoteRequest } from '../../domain/quote-request';
import { UNIT_PRICE_NOT_ABOVE_ZERO, UNIT_PRICE_NOT_CENTS } from '../../domain/unit-price';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const FAR_AHEAD = '2099-12-31';
const DELIVERY = { address: CONTACT.address, phone: CONTACT.phone };

export function describeApiQuotesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let roller: Tool;
  let brush: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    roller = await kit.addTool();
    brush = await kit.addTool({ name: 'Contract Test Brush', price: 12, minQty: 2 });
  });

  async function askAsCustomer(
    lines = [
      { toolId: roller._id, qty: 20 },
      { toolId: brush._id, qty: 3 },
    ],
  ) {
    await kit.actAs('customer');
    return unwrap(
      await kit.api.requestQuote({
        name: 'Casey Customer',
        email: 'typed@example.test',
        message: 'For the spring job',
        lines,
      }),
      'Asking for a quote',
    );
  }

  it('is asked for by anyone, and a signed-in sender gets it under their e-mail', async () => {
    await kit.actAs('anonymous');
    const anonymous = unwrap(
      await kit.api.requestQuote({ name: 'Jordan', email: 'jordan@crew.test', message: 'Hi' }),
      'Asking anonymously',
    );
    expect(anonymous).toMatchObject({ status: 'new', email: 'jordan@crew.test', lines: [] });
    expectRefusal(
      await kit.api.requestQuote({ name: '', email: 'jordan@crew.test', message: 'Hi' }),
      'invalid',
      'Name is Required',
    );

    const quote = await askAsCustomer();
    expect(quote.email).toBe(await kit.email('customer'));
    const mine = unwrap(await kit.api.listMyQuotes(), 'Listing my quotes');
    expect(mine.map((q) => q._id)).toEqual([quote._id]);
    await kit.actAs('otherCustomer');
    expect(unwrap(await kit.api.listMyQuotes(), 'Listing theirs')).toEqual([]);
    expectRefusal(await kit.api.listQuotes(), 'forbidden');
  });

  it('is refused, and not kept, when it asks for a tool no longer in the catalogue', async () => {
    await kit.actAs('customer');
    expectRefusal(
      await kit.api.requestQuote({
        name: 'Casey Customer',
        email: 'typed@example.test',
        message: 'For the spring job',
        lines: [
          { toolId: roller._id, qty: 20 },
          { toolId: UNKNOWN_ID, qty: 3 },
        ],
      }),
      'invalid',
      'One of the tools you asked about is no longer in our catalogue. Remove it and send again.',
    );
    expect(unwrap(await kit.api.listMyQuotes(), 'Listing my quotes')).toEqual([]);
  });

  it('is refused, and not kept, for a quantity the tool cannot be ordered in', async () => {
    const packs = await kit.addTool({
      name: 'Contract Test Tape',
      minQty: 6,
      availableQty: 12,
      packSize: 6,
      maxPerOrder: 60,
    });
    await kit.actAs('customer');
    const ask = (qty: number) =>
      kit.api.requestQuote({
        name: 'Casey Customer',
        email: 'typed@example.test',
        message: 'For the spring job',
        lines: [{ toolId: packs._id, qty }],
      });
    expectRefusal(await ask(7), 'invalid', notWholePacksMessage(packs));
    expectRefusal(await ask(66), 'invalid', abovePerOrderMessage(packs));
    expectRefusal(await ask(3), 'invalid', belowMinimumMessage(packs));
    expect(unwrap(await kit.api.listMyQuotes(), 'Listing my quotes')).toEqual([]);
    // More than the stock of today may be asked for: the acceptance checks the stock then.
    unwrap(await ask(48), 'Asking for whole packs beyond the stock');
  });

  it("signed in, is sent under the account's name and e-mail, whatever the body says", async () => {
    const customer = await kit.email('customer');
    await kit.actAs('customer');
    const account = unwrap(await kit.api.getProfile(customer), 'Reading the profile');
    const typedOver = unwrap(
      await kit.api.requestQuote({
        name: 'Someone Else',
        email: 'someone@else.test',
        message: 'For the spring job',
      }),
      'Asking with another name and e-mail',
    );
    expect(typedOver).toMatchObject({ name: account.name, email: customer });
    // The form of a signed-in sender need not repeat who they are.
    const bare = unwrap(
      await kit.api.requestQuote({ message: 'Just the message' } as QuoteRequest),
      'Asking with the message alone',
    );
    expect(bare).toMatchObject({ name: account.name, email: customer });
    expect(quoteReference(bare)).toMatch(/^Q-[0-9A-F]{8}$/);
  });

  it('sent without signing in, belongs to no account, whatever e-mail it gives', async () => {
    const customer = await kit.email('customer');
    await kit.actAs('anonymous');
    const planted = unwrap(
      await kit.api.requestQuote({
        name: 'Not Casey',
        email: customer.toUpperCase(),
        message: 'Quote me',
        lines: [{ toolId: roller._id, qty: 20 }],
      }),
      'Asking in the name of someone else',
    );
    expect(planted.email).toBe(customer);
    // Not in their quotes; neither they nor anyone else may accept or decline it.
    await kit.actAs('customer');
    expect(unwrap(await kit.api.listMyQuotes(), 'Listing my quotes')).toEqual([]);
    expectRefusal(await kit.api.declineQuote(planted._id), 'not-found');

    // The admin's answer goes to that e-mail, which is asked to reply rather than sign in.
    await kit.actAs('admin');
    unwrap(
      await kit.api.priceQuote(planted._id, { unitPrices: [5], expiresAt: FAR_AHEAD }),
      'Pricing',
    );
    await kit.actAs('customer');
    expectRefusal(await kit.api.acceptQuote(planted._id, DELIVERY), 'not-found');
    await kit.actAs('admin');
    const mail = unwrap(
      await kit.api.listMail({ page: 1, pageSize: 20, q: customer }),
      'Reading the mailbox',
    ).items.find((item) => item.subject === 'Your quote is ready');
    expect(mail?.text).toContain('Reply to this e-mail to order at these prices.');
    expect(mail?.text).not.toContain('My Quotes');
  });

  it('is priced by the admin, accepted once into an order at those prices, and paid', async () => {
    const quote = await askAsCustomer();
    expectRefusal(await kit.api.acceptQuote(quote._id, DELIVERY), 'invalid', QUOTE_NOT_PRICED);

    await kit.actAs('admin');
    const listed = unwrap(await kit.api.listQuotes('new'), 'Listing new quotes');
    expect(listed.map((q) => q._id)).toContain(quote._id);
    const quoted = unwrap(await kit.api.listQuotes('quoted'), 'Listing quoted quotes');
    expect(quoted.map((q) => q._id)).not.toContain(quote._id);
    expectRefusal(
      await kit.api.priceQuote(quote._id, { unitPrices: [0, 10], expiresAt: FAR_AHEAD }),
      'invalid',
      `Line 1 (${roller.name}): ${UNIT_PRICE_NOT_ABOVE_ZERO}`,
    );
    expectRefusal(
      await kit.api.priceQuote(quote._id, { unitPrices: [60_000, 10], expiresAt: FAR_AHEAD }),
      'invalid',
      `Line 1 (${roller.name}): ${ORDER_TOO_LARGE}`,
    );
    const priced = unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [5, 10], expiresAt: FAR_AHEAD }),
      'Pricing',
    );
    expect(priced).toMatchObject({ status: 'quoted', total: 130 });

    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.acceptQuote(quote._id, DELIVERY), 'not-found');
    await kit.actAs('customer');
    const order = unwrap(await kit.api.acceptQuote(quote._id, DELIVERY), 'Accepting');
    expect(order).toMatchObject({ status: 'unpaid', toolPrice: 130, address: CONTACT.address });
    expect(order.lines.map((line) => line.unitPrice)).toEqual([5, 10]);
    // Priced by the one rule, which says why on each line, for the order and its invoice.
    expect(order.lines.map((line) => line.priceReason)).toEqual([
      `Price agreed on quote ${quoteReference(quote)}`,
      `Price agreed on quote ${quoteReference(quote)}`,
    ]);
    expect((await kit.tool(roller._id)).availableQty).toBe(roller.availableQty - 20);
    expectRefusal(
      await kit.api.acceptQuote(quote._id, DELIVERY),
      'invalid',
      QUOTE_ALREADY_ACCEPTED,
    );

    await kit.payOrder('customer', order._id);
    expect((await kit.order(order._id)).status).toBe('paid');
  });

  it('is accepted only in a quantity the one rule allows, backordering as an order does', async () => {
    const quote = await askAsCustomer([
      { toolId: roller._id, qty: 20 },
      { toolId: brush._id, qty: 3 },
    ]);
    await kit.actAs('admin');
    unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [5, 10], expiresAt: FAR_AHEAD }),
      'Pricing',
    );
    // The roller is now sold in packs of 6: 20 no longer fits, and nothing is reserved.
    unwrap(await kit.api.editTool(roller._id, { packSize: 6 }), 'Setting a pack size');
    await kit.actAs('customer');
    expectRefusal(
      await kit.api.acceptQuote(quote._id, DELIVERY),
      'invalid',
      notWholePacksMessage({ ...roller, packSize: 6 }),
    );
    await kit.actAs('admin');
    unwrap(await kit.api.editTool(roller._id, { packSize: 1, maxPerOrder: 10 }), 'Capping');
    await kit.actAs('customer');
    expectRefusal(
      await kit.api.acceptQuote(quote._id, DELIVERY),
      'invalid',
      abovePerOrderMessage({ ...roller, maxPerOrder: 10 }),
    );
    expect((await kit.tool(roller._id)).availableQty).toBe(roller.availableQty);

    // Beyond the stock with a restock date: the stock there is, the rest waits for it.
    await kit.actAs('admin');
    unwrap(
      await kit.api.editTool(roller._id, {
        maxPerOrder: 0,
        availableQty: 15,
        backorderUntil: FAR_AHEAD,
      }),
      'Allowing backorders',
    );
    await kit.actAs('customer');
    const order = unwrap(await kit.api.acceptQuote(quote._id, DELIVERY), 'Accepting');
    expect(order.lines[0]).toMatchObject({ qty: 20, backordered: 5, restockDate: FAR_AHEAD });
    expect((await kit.tool(roller._id)).availableQty).toBe(0);
  });

  it('is priced in cents beside each line’s list price, and accepted at those cents', async () => {
    const tray = await kit.addTool({
      name: 'Contract Test Tray',
      price: 12,
      minQty: 2,
      tiers: [{ fromQty: 3, price: 10.5 }],
    });
    const quote = await askAsCustomer([
      { toolId: roller._id, qty: 20 },
      { toolId: tray._id, qty: 3 },
    ]);

    await kit.actAs('admin');
    const listed = async () =>
      unwrap(
        await kit.api.listQuotesPage({ page: 1, pageSize: 20, q: quoteReference(quote) }),
        'Listing the quote',
      ).items[0];
    // Each tool's unit price today at the line's quantity: the base price, a tier's.
    expect((await listed())?.lines.map((line) => line.listPrice)).toEqual([7, 10.5]);
    expectRefusal(
      await kit.api.priceQuote(quote._id, { unitPrices: [6.95, 10.105], expiresAt: FAR_AHEAD }),
      'invalid',
      `Line 2 (${tray.name}): ${UNIT_PRICE_NOT_CENTS}`,
    );
    expect(await listed()).toMatchObject({ status: 'new' });
    const priced = unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [6.95, 10.1], expiresAt: FAR_AHEAD }),
      'Pricing in cents',
    );
    // 20 × $6.95 + 3 × $10.10, to the cent.
    expect(priced).toMatchObject({
      status: 'quoted',
      total: 169.3,
      lines: [
        { unitPrice: 6.95, total: 139 },
        { unitPrice: 10.1, total: 30.3 },
      ],
    });
    expect(await listed()).toMatchObject({ total: 169.3 });

    await kit.actAs('customer');
    const order = unwrap(await kit.api.acceptQuote(quote._id, DELIVERY), 'Accepting');
    expect(order.toolPrice).toBe(169.3);
    expect(order.lines.map((line) => [line.unitPrice, line.total])).toEqual([
      [6.95, 139],
      [10.1, 30.3],
    ]);
  });

  it("names each line's tool by its part number wherever it is read, and is found by it", async () => {
    const partNumbers = [roller.partNumber, brush.partNumber];
    expect(partNumbers.every((partNumber) => partNumber !== undefined)).toBe(true);
    const quote = await askAsCustomer();
    const numbersOf = (read: { lines: readonly { partNumber?: string }[] } | undefined) =>
      read?.lines.map((line) => line.partNumber);
    expect(numbersOf(quote)).toEqual(partNumbers);
    expect(numbersOf(unwrap(await kit.api.listMyQuotes(), 'Listing mine')[0])).toEqual(partNumbers);

    await kit.actAs('admin');
    const found = unwrap(
      await kit.api.listQuotesPage({ page: 1, pageSize: 20, q: roller.partNumber ?? '' }),
      'Searching by part number',
    );
    expect(numbersOf(found.items.find((item) => item._id === quote._id))).toEqual(partNumbers);
    const priced = unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [5, 10], expiresAt: FAR_AHEAD }),
      'Pricing',
    );
    expect(numbersOf(priced)).toEqual(partNumbers);

    // A tool gone from the catalogue leaves its line named, with no part number.
    unwrap(await kit.api.deleteTool(brush._id), 'Deleting the brush');
    await kit.actAs('customer');
    const [after] = unwrap(await kit.api.listMyQuotes(), 'Listing mine again');
    expect(numbersOf(after)).toEqual([roller.partNumber, undefined]);
    expect(after?.lines[1]?.toolName).toBe(brush.name);
  });

  it('is open again when the order it became is removed unpaid', async () => {
    const quote = await askAsCustomer();
    await kit.actAs('admin');
    unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [5, 10], expiresAt: FAR_AHEAD }),
      'Pricing',
    );
    await kit.actAs('customer');
    const order = unwrap(await kit.api.acceptQuote(quote._id, DELIVERY), 'Accepting');

    unwrap(await kit.api.deleteOrder(order._id), 'Deleting the unpaid order');

    const [reopened] = unwrap(await kit.api.listMyQuotes(), 'Listing my quotes');
    expect(reopened).toMatchObject({ _id: quote._id, status: 'quoted' });
    expect(reopened?.orderId).toBeUndefined();
    const again = unwrap(await kit.api.acceptQuote(quote._id, DELIVERY), 'Accepting again');
    expect(again.toolPrice).toBe(130);
  });

  it('is declined by its sender; an unknown quote is not found', async () => {
    const quote = await askAsCustomer();
    unwrap(await kit.api.declineQuote(quote._id), 'Declining');
    const mine = unwrap(await kit.api.listMyQuotes(), 'Listing my quotes');
    expect(mine[0]?.status).toBe('declined');
    expectRefusal(await kit.api.declineQuote(UNKNOWN_ID), 'not-found');
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.priceQuote(quote._id, { unitPrices: [5, 10], expiresAt: FAR_AHEAD }),
      'invalid',
    );
  });
}
