// Trade-account data for stories and page tests: a company, its members and invitations,
// applications in each status, and the company's orders.
import type { CompanyMember, MyCompany } from '../domain/company';
import type { CompanyApplication } from '../domain/company-application';
import type { Invitation } from '../domain/company-invitation';
import type { Order } from '../domain/order';
import type { OrderApproval } from '../domain/order-approval';
import { DEMO_ORDERS } from '../seed/demo-store';

export const DEMO_MY_COMPANY: MyCompany = {
  role: 'company-admin',
  company: {
    _id: '5c1d0e2f-3a4b-4c5d-8e6f-7a8b9c0d1e01',
    name: 'Acme Painting Contractors',
    taxId: '34-1234567',
    billingAddress: '120 Summit Street, Toledo, OH 43604',
    deliveryAddresses: ['Depot 2, 45 Harbour Road, Toledo, OH 43611'],
    createdAt: '2026-05-02T09:00:00.000Z',
  },
};

export const DEMO_MEMBERS: readonly CompanyMember[] = [
  {
    email: 'morgan.trade@paintco.test',
    name: 'Morgan Trade',
    role: 'company-admin',
    joinedAt: '2026-05-02T09:00:00.000Z',
    orderLimitCents: null,
    monthlyLimitCents: null,
  },
  {
    email: 'bailey.buyer@paintco.test',
    name: 'Bailey Buyer',
    role: 'buyer',
    joinedAt: '2026-05-03T10:30:00.000Z',
    orderLimitCents: 50_000,
    monthlyLimitCents: null,
  },
];

export const DEMO_INVITATION: Invitation = {
  _id: '5c1d0e2f-3a4b-4c5d-8e6f-7a8b9c0d1e02',
  companyId: DEMO_MY_COMPANY.company._id,
  companyName: DEMO_MY_COMPANY.company.name,
  email: 'riley.approver@paintco.test',
  role: 'approver',
  invitedBy: 'Morgan Trade',
  status: 'pending',
  createdAt: '2026-06-10T08:00:00.000Z',
  expiresAt: '2026-06-17T08:00:00.000Z',
};

const application = (n: number, status: CompanyApplication['status']): CompanyApplication => ({
  _id: `5c1d0e2f-3a4b-4c5d-8e6f-7a8b9c0d1f0${n}`,
  applicantEmail: `applicant-${n}@paintco.test`,
  applicantName: `Applicant ${n}`,
  companyName: ['Brush & Co', 'Harbour Facilities', 'Summit Decorators'][n % 3] ?? 'Co',
  taxId: `34-765432${n}`,
  address: `${n} Commerce Park, Dayton, OH 45402`,
  expectedYearlyVolume: 25_000 * (n + 1),
  status,
  createdAt: `2026-06-1${n}T12:00:00.000Z`,
  ...(status === 'declined' ? { declineReason: 'We could not verify the tax id.' } : {}),
  ...(status === 'pending' ? {} : { decidedAt: '2026-06-14T12:00:00.000Z' }),
});

export const PENDING_APPLICATION = application(1, 'pending');
export const DECLINED_APPLICATION = application(3, 'declined');

export const DEMO_APPLICATIONS: readonly CompanyApplication[] = [
  PENDING_APPLICATION,
  application(2, 'approved'),
  DECLINED_APPLICATION,
];

/** `n` orders of the demo company, newest first, placed by its members in turn. */
export function demoCompanyOrders(n: number): Order[] {
  return Array.from({ length: n }, (_, i) => {
    const member = DEMO_MEMBERS[i % DEMO_MEMBERS.length] ?? DEMO_MEMBERS[0];
    const sample = DEMO_ORDERS[i % DEMO_ORDERS.length];
    if (!member || !sample) throw new Error('The demo store has no orders or members');
    return {
      ...sample,
      _id: `5c1d0e2f-3a4b-4c5d-8e6f-${String(i).padStart(12, '0')}`,
      number: 2000 + n - i,
      createdAt: new Date(Date.UTC(2026, 5, 28 - (i % 27), 9)).toISOString(),
      name: member.name,
      email: member.email,
      address: DEMO_MY_COMPANY.company.deliveryAddresses[0] ?? sample.address,
      companyId: DEMO_MY_COMPANY.company._id,
    };
  });
}

/** Bailey's orders that waited for approval, the newest first: waiting, then decided. */
export function demoApprovals(count: number): OrderApproval[] {
  const statuses = ['pending', 'approved', 'declined', 'lapsed'] as const;
  return Array.from({ length: count }, (_, n) => {
    const status = statuses[n % statuses.length] ?? 'pending';
    return {
      orderId: `5c1d0e2f-3a4b-4c5d-8e6f-7a8b9c0d2${String(n).padStart(3, '0')}`,
      orderNumber: 1200 - n,
      companyId: DEMO_MY_COMPANY.company._id,
      buyerEmail: 'bailey.buyer@paintco.test',
      buyerName: 'Bailey Buyer',
      totalCents: 85_500 + n * 100,
      reason: 'order-limit',
      limitCents: 50_000,
      status,
      requestedAt: new Date(Date.UTC(2026, 5, 20 - (n % 20), 9)).toISOString(),
      ...(status === 'approved' || status === 'declined'
        ? { decidedBy: 'morgan.trade@paintco.test', decidedAt: '2026-06-21T09:00:00.000Z' }
        : {}),
      ...(status === 'declined' ? { declineReason: 'Order through the depot' } : {}),
    };
  });
}
