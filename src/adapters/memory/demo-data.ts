// The demo store the fakes start with: the catalogue, reviews, the two demo accounts of
// architecture.md and a few orders, so a story or a test has a working shop at once.
import type { Order } from '../../domain/order';
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import type { MemorySeed, SeedAccount } from './memory-state';

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
} as const satisfies Record<string, SeedAccount>;

// Fixed ids, so a story or a test can link to /tool/{id} of a known tool.
export const DEMO_TOOL_IDS = {
  sashBrush: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  rollerCover: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e02',
  rollerFrame: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e03',
  puttyKnife: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e04',
  sprayGun: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e05',
  trayKit: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e06',
  extensionPole: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e07',
} as const;

export const DEMO_TOOLS: readonly Tool[] = [
  {
    _id: DEMO_TOOL_IDS.sashBrush,
    name: 'ProLine Angled Sash Brush',
    img: '/images/tools/angled-sash-brush.svg',
    description:
      'A 2.5-inch angled brush with tapered nylon-polyester bristles for sharp lines along trim, windows and ceilings.',
    minQty: 50,
    availableQty: 2400,
    price: 12,
  },
  {
    _id: DEMO_TOOL_IDS.rollerCover,
    name: 'MicroFiber Roller Cover 9"',
    img: '/images/tools/roller-cover.svg',
    description:
      'A 9-inch microfiber cover with a 3/8-inch nap that holds plenty of paint and leaves a smooth, lint-free finish on walls.',
    minQty: 100,
    availableQty: 5000,
    price: 6,
  },
  {
    _id: DEMO_TOOL_IDS.rollerFrame,
    name: 'HeavyDuty Roller Frame',
    img: '/images/tools/roller-frame.svg',
    description:
      'A steel five-wire cage frame with a threaded grip that fits standard extension poles and keeps covers from slipping.',
    minQty: 60,
    availableQty: 1800,
    price: 9,
  },
  {
    _id: DEMO_TOOL_IDS.puttyKnife,
    name: 'FlexEdge Putty Knife',
    img: '/images/tools/putty-knife.svg',
    description:
      'A 3-inch flexible stainless blade for filling holes, spreading spackle and scraping loose paint before you prime.',
    minQty: 120,
    availableQty: 3600,
    price: 5,
  },
  {
    _id: DEMO_TOOL_IDS.sprayGun,
    name: 'AirLite HVLP Spray Gun',
    img: '/images/tools/hvlp-spray-gun.svg',
    description:
      'A high-volume, low-pressure spray gun for cabinets, doors and furniture. Its 1.4 mm stainless nozzle atomises latex and oil-based paints evenly, the fan width and flow dials adjust with one hand, and the 1-litre cup detaches for cleaning in under a minute.',
    minQty: 5,
    availableQty: 240,
    price: 149,
  },
  {
    _id: DEMO_TOOL_IDS.trayKit,
    name: 'TrueLine Paint Tray Kit',
    img: '/images/tools/paint-tray-kit.svg',
    description:
      'A sturdy 11-inch tray with a deep well, a ribbed ramp and three disposable liners, so colour changes take seconds.',
    minQty: 80,
    availableQty: 2000,
    price: 8,
  },
  {
    _id: DEMO_TOOL_IDS.extensionPole,
    name: 'ReachPro Extension Pole',
    img: '/images/tools/extension-pole.svg',
    description:
      'An aluminium pole that locks anywhere from 4 to 8 feet, for ceilings and stairwells without a ladder.',
    minQty: 20,
    availableQty: 600,
    price: 24,
  },
];

export const DEMO_REVIEWS: readonly Review[] = [
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a01',
    rating: '5',
    message:
      'The angled sash brushes cut our trim time in half, and not one has shed a bristle yet.',
  },
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a02',
    rating: '4',
    message: 'Good roller covers at a fair price. Delivery came a day later than promised.',
  },
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a03',
    rating: '5',
    message: 'Support answered on a Sunday night and sorted out our spray gun order. Impressive.',
  },
  {
    _id: '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a04',
    rating: '3',
    message: 'The tray kit does the job, but I wish it came with more liners.',
  },
];

const customerContact = {
  name: DEMO_ACCOUNTS.customer.name,
  email: DEMO_ACCOUNTS.customer.email,
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: DEMO_ACCOUNTS.customer.phone,
};

/** One order in each state, all the customer's, for My Orders and Manage Orders. */
export const DEMO_ORDERS: readonly Order[] = [
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01',
    toolId: DEMO_TOOL_IDS.rollerCover,
    toolName: 'MicroFiber Roller Cover 9"',
    toolQty: 150,
    toolPrice: 900,
    toolImg: '/images/tools/roller-cover.svg',
    ...customerContact,
    paid: false,
    status: 'unpaid',
  },
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e02',
    toolId: DEMO_TOOL_IDS.sashBrush,
    toolName: 'ProLine Angled Sash Brush',
    toolQty: 60,
    toolPrice: 720,
    toolImg: '/images/tools/angled-sash-brush.svg',
    ...customerContact,
    paid: true,
    transactionId: 'pi_demo_3Nf8sash60brushes',
    status: 'paid',
  },
  {
    _id: 'c41d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e03',
    toolId: DEMO_TOOL_IDS.sprayGun,
    toolName: 'AirLite HVLP Spray Gun',
    toolQty: 5,
    toolPrice: 745,
    toolImg: '/images/tools/hvlp-spray-gun.svg',
    ...customerContact,
    paid: true,
    transactionId: 'pi_demo_7Kq2spraygun5',
    status: 'shipped',
  },
];

export const DEMO_SEED: MemorySeed = {
  tools: DEMO_TOOLS,
  reviews: DEMO_REVIEWS,
  accounts: [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customer],
  orders: DEMO_ORDERS,
  googleAccount: { email: 'gale.google@paintco.test', displayName: 'Gale Google' },
};
