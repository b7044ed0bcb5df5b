import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/order';
import { loaded } from '../../data/load-view';
import { OrderDetailPage } from './order-detail-page';

const ROLLER = { toolId: '7a2d3b9f-3e5c-4d2f-8b68-1c4d0e3f5a21', toolName: 'Microfibre roller' };

/** A paid order of one tool, 5 units, 2 of them still waiting for the restock date. */
const ORDER: Order = {
  _id: '0c9e7b1a-5f3d-4e2b-8a6c-1d2e3f4a5b6c',
  number: 1042,
  createdAt: '2026-11-26T09:40:00.000Z',
  ...ROLLER,
  toolQty: 5,
  toolPrice: 45,
  toolImg: '/images/paint-roller.svg',
  lines: [
    {
      ...ROLLER,
      toolImg: '/images/paint-roller.svg',
      qty: 5,
      unitPrice: 9,
      total: 45,
      backordered: 2,
      restockDate: '2027-01-15',
    },
  ],
  name: 'Ann Example',
  email: 'ann@example.test',
  address: '1 Paint Row, Springfield',
  phone: '+1 555 0100',
  paid: true,
  status: 'paid',
  transactionId: 'pi_3Qx',
};

describe('order page', () => {
  it('says how many units of a one-tool order wait, and until when, after paying', () => {
    render(<OrderDetailPage view={loaded(ORDER)} viewer="customer" />);
    const term = screen.getByText('Backordered', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('2 backordered, expected 15 Jan 2027');
  });
});
