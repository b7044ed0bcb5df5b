// The demo store the fakes start with: the one seed of src/seed (the API seeds the same
// catalogue, reviews and accounts), in the shape the in-memory state takes.
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_GOOGLE_ACCOUNT,
  DEMO_ORDERS,
  DEMO_REVIEWS,
  DEMO_TOOLS,
} from '../../seed/demo-store';
import type { MemorySeed } from './memory-state';

export {
  DEMO_ACCOUNTS,
  DEMO_ORDERS,
  DEMO_REVIEWS,
  DEMO_TOOL_IDS,
  DEMO_TOOLS,
} from '../../seed/demo-store';

export const DEMO_SEED: MemorySeed = {
  tools: DEMO_TOOLS,
  reviews: DEMO_REVIEWS,
  accounts: [
    DEMO_ACCOUNTS.admin,
    DEMO_ACCOUNTS.customer,
    DEMO_ACCOUNTS.companyAdmin,
    DEMO_ACCOUNTS.buyer,
  ],
  companies: [DEMO_COMPANY],
  orders: DEMO_ORDERS,
  googleAccount: DEMO_GOOGLE_ACCOUNT,
};
