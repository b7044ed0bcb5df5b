// The one demo store: the catalogue, reviews, accounts and orders that every reader starts
// from. The API seeds a fresh database with it, the in-memory fakes (tests, Storybook) start
// with it, and the e2e tests and the Auth emulator sign in with its accounts.
//
// Why its own folder and not src/domain: this is data, not rules; the domain must stay
// what the store does, whatever it sells. src/seed may import only src/domain (types), and
// the server may import src/seed as it imports src/domain (eslint.config.js).
//
// Images are the illustrations in server/assets: the API serves them at /images/{file}.svg,
// and Storybook serves the same folder at /images (.storybook/main.ts).
import type { AccountTerms } from '../domain/account-terms';
import type { Order } from '../domain/order';
import { orderSummary } from '../domain/order-line';
import type { Review } from '../domain/review';
import type { Tool } from '../domain/tool';
import type { Role } from '../domain/user';

/** A demo person: their sign-in (identity provider) and their profile (the API's user). */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly role?: Role;
  readonly education?: string;
  readonly location?: string;
  readonly phone?: string;
  readonly linkedin?: string;
}

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@paintco.test',
    password: 'admin-pass-1',
    name: 'Avery Admin',
    role: 'admin',
    location: 'Dayton, Ohio',
  },
  customer: {
    email: 'customer@paintco.test',
    password: 'customer-pass-1',
    name: 'Casey Customer',
    education: 'Columbus State Community College',
    location: 'Columbus, Ohio',
    phone: '+1 614 555 0142',
    linkedin: 'https://www.linkedin.com/in/casey-customer',
  },
  // The demo trade account's people (issue 25): its company admin and a buyer.
  companyAdmin: {
    email: 'morgan.trade@paintco.test',
    password: 'morgan-pass-1',
    name: 'Morgan Trade',
    location: 'Toledo, Ohio',
  },
  buyer: {
    email: 'bailey.buyer@paintco.test',
    password: 'bailey-pass-1',
    name: 'Bailey Buyer',
    location: 'Toledo, Ohio',
  },
} as const satisfies Record<string, DemoAccount>;

/** A demo company and its members, as a store admin would have approved it. */
export interface DemoCompany {
  readonly name: string;
  readonly taxId: string;
  readonly billingAddress: string;
  readonly deliveryAddresses: readonly string[];
  readonly members: readonly {
    readonly email: string;
    readonly role: 'company-admin' | 'buyer' | 'approver';
    /** Their limit per order, in whole cents; absent: none. */
    readonly orderLimitCents?: number;
  }[];
  /** Its contract price list: this percentage off every tool, this year and next. */
  readonly percentOffEveryTool?: number;
  /** Its payment terms: it may pay on account (issue 26). */
  readonly terms?: AccountTerms;
}

/** The days a seeded price list applies: from 1 January this year to 31 December next year. */
export function seededListDays(now: Date): { validFrom: string; validUntil: string } {
  const year = now.getUTCFullYear();
  return { validFrom: `${year}-01-01`, validUntil: `${year + 1}-12-31` };
}

export const DEMO_COMPANY: DemoCompany = {
  name: 'Acme Painting Contractors',
  taxId: '34-1234567',
  billingAddress: '120 Summit Street, Toledo, OH 43604',
  deliveryAddresses: ['Depot 2, 45 Harbour Road, Toledo, OH 43611'],
  members: [
    { email: DEMO_ACCOUNTS.companyAdmin.email, role: 'company-admin' },
    // An order of Bailey's above $500 waits for Morgan, the company admin, to approve it.
    { email: DEMO_ACCOUNTS.buyer.email, role: 'buyer', orderLimitCents: 50_000 },
  ],
  percentOffEveryTool: 10,
  // Net 30 up to $5,000 owed at once, a PO number on every order on account.
  terms: { netDays: 30, creditLimitCents: 500_000, poRequired: true },
};

/** Who "Continue with Google" signs in as, where sign-in is faked. */
export const DEMO_GOOGLE_ACCOUNT = {
  email: 'gale.google@paintco.test',
  displayName: 'Gale Google',
} as const;

// Fixed ids, so a story or a test can link to /tool/{id} of a known tool. (The API gives
// the tools it seeds ids of its own: e2e tests find a tool by its name.)
export const DEMO_TOOL_IDS = {
  paintRoller: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  flatBrush: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e02',
  sashBrush: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e03',
  paintTray: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e04',
  puttyKnife: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e05',
  sprayGun: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e06',
  paintersTape: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e07',
  extensionPole: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e08',
} as const;

export const DEMO_TOOLS: readonly Tool[] = [
  {
    _id: DEMO_TOOL_IDS.paintRoller,
    partNumber: 'PR-9-ROLLER',
    name: 'Pro Paint Roller 9"',
    img: '/images/paint-roller.svg',
    description:
      'A 9-inch roller with a lint-free microfibre cover and a steel cage frame that spins smoothly. Lays an even coat on walls and ceilings, and takes any standard extension pole.',
    minQty: 10,
    availableQty: 500,
    price: 12,
  },
  {
    _id: DEMO_TOOL_IDS.flatBrush,
    partNumber: 'FB-4-BRUSH',
    name: 'Flat Wall Brush 4"',
    img: '/images/flat-brush.svg',
    description:
      'A 4-inch flat brush with synthetic filaments for water- and oil-based paints. The hardwood handle and stainless ferrule stand up to daily trade use.',
    minQty: 20,
    availableQty: 800,
    price: 9,
  },
  {
    _id: DEMO_TOOL_IDS.sashBrush,
    partNumber: 'AS-2-BRUSH',
    name: 'Angled Sash Brush 2"',
    img: '/images/angled-sash-brush.svg',
    description:
      'An angled 2-inch brush for cutting in along trim, window frames and corners. Tapered tips hold a clean line without masking.',
    minQty: 20,
    availableQty: 600,
    price: 7,
  },
  {
    _id: DEMO_TOOL_IDS.paintTray,
    partNumber: 'HD-TRAY',
    name: 'Heavy-Duty Paint Tray',
    img: '/images/paint-tray.svg',
    description:
      'A deep-well tray for 9-inch rollers, with a ribbed ramp that loads the roller evenly and a rim that stops spills. Solvent-resistant and stackable.',
    minQty: 10,
    availableQty: 300,
    price: 6,
  },
  {
    _id: DEMO_TOOL_IDS.puttyKnife,
    partNumber: 'PK-3-KNIFE',
    name: 'Flexible Putty Knife 3"',
    img: '/images/putty-knife.svg',
    description:
      'A 3-inch stainless blade with just enough flex for filler and spackle, and a firm edge for scraping. The grip stays comfortable through a long day of prep.',
    minQty: 25,
    availableQty: 1000,
    price: 5,
  },
  {
    _id: DEMO_TOOL_IDS.sprayGun,
    partNumber: 'HVLP-GUN',
    name: 'HVLP Spray Gun',
    img: '/images/spray-gun.svg',
    description:
      'A high-volume low-pressure gravity-feed spray gun with a 1.4 mm nozzle and a 600 ml cup. Fine atomisation for cabinets, doors and furniture, with little overspray.',
    minQty: 2,
    availableQty: 80,
    price: 95,
  },
  {
    _id: DEMO_TOOL_IDS.paintersTape,
    partNumber: 'PT-48-TAPE',
    name: "Painter's Tape 48 mm",
    img: '/images/painters-tape.svg',
    description:
      'Medium-adhesion masking tape that leaves sharp paint lines and peels off cleanly for up to 14 days. 48 mm wide, 55 m a roll.',
    minQty: 24,
    availableQty: 1200,
    price: 4,
  },
  {
    _id: DEMO_TOOL_IDS.extensionPole,
    partNumber: 'TE-POLE',
    name: 'Telescopic Extension Pole',
    img: '/images/extension-pole.svg',
    description:
      'An aluminium pole that extends from 1.2 m to 2.4 m and locks with a twist. The threaded tip fits rollers, brushes and sanders for ceilings and high walls.',
    minQty: 5,
    availableQty: 150,
    price: 28,
  },
];

/** Written by customers without an account here: each shows under its own name and date. */
export const DEMO_REVIEWS: readonly Review[] = [
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a01',
    rating: '5',
    message: 'The rollers leave no lint at all. We switched our whole crew over to them.',
    name: 'Morgan Reyes',
    createdAt: '2026-01-21T15:10:00.000Z',
  },
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a02',
    rating: '4',
    message: 'Good brushes for the price, and the order arrived two days early.',
    name: 'Priya Natarajan',
    createdAt: '2026-02-08T10:45:00.000Z',
  },
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a03',
    rating: '5',
    message: 'The spray gun gave a factory finish on our kitchen cabinets. Great support too.',
    name: 'Dale Whitaker',
    createdAt: '2026-03-12T18:30:00.000Z',
  },
];

const customerContact = {
  name: DEMO_ACCOUNTS.customer.name,
  email: DEMO_ACCOUNTS.customer.email,
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: DEMO_ACCOUNTS.customer.phone,
};

/** An order's tool fields and its one line, as the store writes them. */
function oneLineOrder(
  toolId: string,
  toolName: string,
  toolImg: string,
  qty: number,
  unitPrice: number,
) {
  const lines = [{ toolId, toolName, toolImg, qty, unitPrice, total: qty * unitPrice }];
  return { ...orderSummary(lines), lines };
}

/**
 * One order in each state, all the customer's, for My Orders and Manage Orders where the
 * store runs in memory. The API seeds none: a fresh store has no orders until someone pays.
 */
export const DEMO_ORDERS: readonly Order[] = [
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01',
    number: 1001,
    createdAt: '2026-03-02T14:05:00.000Z',
    ...oneLineOrder(
      DEMO_TOOL_IDS.paintRoller,
      'Pro Paint Roller 9"',
      '/images/paint-roller.svg',
      75,
      12,
    ),
    ...customerContact,
    paid: false,
    status: 'unpaid',
  },
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e02',
    number: 1002,
    createdAt: '2026-03-09T09:40:00.000Z',
    ...oneLineOrder(DEMO_TOOL_IDS.flatBrush, 'Flat Wall Brush 4"', '/images/flat-brush.svg', 80, 9),
    ...customerContact,
    paid: true,
    transactionId: 'pi_demo_3Nf8flat80brushes',
    status: 'paid',
  },
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e03',
    number: 1003,
    createdAt: '2026-02-16T16:20:00.000Z',
    ...oneLineOrder(DEMO_TOOL_IDS.sprayGun, 'HVLP Spray Gun', '/images/spray-gun.svg', 5, 95),
    ...customerContact,
    paid: true,
    transactionId: 'pi_demo_7Kq2spraygun5',
    status: 'shipped',
  },
];
