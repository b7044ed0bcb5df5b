import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLineOf, type CartLine } from '../../../domain/cart';
import type { OrderLine } from '../../../domain/order-line';
import { DEMO_TOOL_IDS } from '../../../testing/demo-orders';
import { demoTool } from '../../../testing/demo-tools';
import { BackorderFacts } from '../dashboard-shared/backorder-facts';
import { BackorderedLines, BackorderedNote } from './backordered-note';

const roller = { ...demoTool(DEMO_TOOL_IDS.paintRoller), minQty: 1, availableQty: 40 };
const lineOf = (qty: number, backorderUntil?: string): CartLine =>
  cartLineOf(
    { toolId: roller._id, qty },
    backorderUntil === undefined ? roller : { ...roller, backorderUntil },
  );

describe('BackorderedNote', () => {
  it('says how many units wait past the stock and the day they are expected', () => {
    render(<BackorderedNote line={lineOf(60, '2027-01-15')} />);
    expect(screen.getByText('20 backordered, expected 15 Jan 2027')).toBeVisible();
  });

  it('writes the date as the payment and order pages do', () => {
    const page = render(<BackorderedNote line={lineOf(60, '2027-01-15')} />).container;
    const ordered: OrderLine = {
      toolId: roller._id,
      toolName: roller.name,
      toolImg: roller.img,
      qty: 60,
      unitPrice: roller.price,
      total: 60 * roller.price,
      backordered: 20,
      restockDate: '2027-01-15',
    };
    const order = render(<BackorderFacts lines={[ordered]} />).container;
    expect(order.querySelector('dd')?.textContent).toBe(page.textContent);
  });

  it('says nothing within the stock, without backorders, or on a line with a problem', () => {
    const within = render(<BackorderedNote line={lineOf(40, '2027-01-15')} />).container;
    const noDate = render(<BackorderedNote line={lineOf(60)} />).container;
    const broken = { ...lineOf(60, '2027-01-15'), problem: 'No longer sold' };
    const problem = render(<BackorderedNote line={broken} />).container;
    expect([within, noDate, problem].map((node) => node.textContent)).toEqual(['', '', '']);
  });
});

describe('BackorderedLines', () => {
  it('names each line with units waiting, for the summary beside the total', () => {
    render(<BackorderedLines lines={[lineOf(60, '2027-01-15'), lineOf(60)]} />);
    const list = screen.getByRole('list', { name: 'Backordered' });
    expect(list.textContent).toBe(`${roller.name}: 20 backordered, expected 15 Jan 2027`);
  });
});
