// Part numbers and quick order (issue 27): a part number is unique whatever its case; a
// buyer's pasted lines are checked by the one quantity rule and priced for them, the valid
// ones added to the cart in one call, the others told why; a dry run changes nothing.
import { beforeEach, expect, it } from 'vitest';
import { partNumberTakenMessage } from '../../domain/part-number';
import { notWholePacksMessage, belowMinimumMessage } from '../../domain/quantity';
import { QUICK_ORDER_EMPTY, unknownPartNumberMessage } from '../../domain/quick-order-schemas';
import type { Tool } from '../../domain/tool';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

export function describeApiQuickOrderContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tape: Tool;
  // The API server's database outlives each test: every tape has a part number of its own.
  let pn = '';
  beforeEach(async () => {
    pn = `QT-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    kit = new ApiContractKit(await makeSubject());
    tape = await kit.addTool({
      name: 'Quick Tape',
      partNumber: pn,
      minQty: 6,
      availableQty: 120,
      packSize: 6,
      maxPerOrder: 60,
    });
  });

  it('keeps part numbers unique whatever their case, and makes one from a name', async () => {
    expect(tape.partNumber).toBe(pn);
    await kit.actAs('admin');
    const again = await kit.api.addTool({
      name: 'Another tape',
      img: tape.img,
      description: 'x',
      minQty: 1,
      availableQty: 5,
      price: 3,
      partNumber: pn.toLowerCase(),
    });
    expectRefusal(again, 'invalid', partNumberTakenMessage(pn.toLowerCase()));
    const made = await kit.addTool({ name: `Made Up ${pn}` });
    expect(made.partNumber).toBe(`MADE-UP-${pn}`);
  });

  it('adds the valid lines in one call and says why the others cannot go', async () => {
    await kit.actAs('customer');
    const text = `\uFEFFPart number,Quantity\r\n${pn.toLowerCase()},12\r\nNOPE-1,5\r\n${pn} 7\n=cmd|x,1\n`;
    const preview = unwrap(await kit.api.quickOrder(text, true), 'dry run');
    expect(preview.applied).toBe(false);
    expect(preview.cart.lines).toEqual([]);
    const done = unwrap(await kit.api.quickOrder(`${pn}\t12\nNOPE-1,5\n${pn} 2\n`, false), 'quick');
    expect(done.added).toMatchObject([
      { line: 1, partNumber: pn, qty: 12, total: 12 * tape.price },
    ]);
    expect(done.refused).toEqual([
      { line: 2, partNumber: 'NOPE-1', qty: '5', reason: unknownPartNumberMessage('NOPE-1') },
      { line: 3, partNumber: pn, qty: '2', reason: `${pn} is already on line 1` },
    ]);
    expect(done.cart.lines.map((line) => [line.toolName, line.qty])).toEqual([['Quick Tape', 12]]);
    expect(preview.refused.map((line) => line.reason)).toEqual([
      unknownPartNumberMessage('NOPE-1'),
      `${pn} is already on line 2`,
      unknownPartNumberMessage('=cmd|x'),
    ]);
  });

  it('refuses a quantity the tool’s rules do not allow, and an empty list', async () => {
    await kit.actAs('customer');
    const reply = unwrap(await kit.api.quickOrder(`${pn} 13\n`, false), 'quick');
    expect(reply.refused.map((line) => line.reason)).toEqual([notWholePacksMessage(tape)]);
    const low = unwrap(await kit.api.quickOrder(`${pn} 0`, true), 'low');
    expect(low.refused.map((line) => line.reason)).toEqual([belowMinimumMessage(tape)]);
    expectRefusal(await kit.api.quickOrder(' \r\n\r\n', false), 'invalid', QUICK_ORDER_EMPTY);
  });
}
