// What the API seeds a fresh database with: the one demo store of src/seed, without the ids
// (the database makes its own) and without orders (a fresh store has none). Images are the
// illustrations in server/assets, served by the API itself (no remote URLs).
import type { NewTool } from '../repositories/tools.repository.port';
import { DEMO_ACCOUNTS, DEMO_REVIEWS, DEMO_TOOLS } from '../../../src/seed/demo-store';

export { DEMO_COMPANY as demoCompany } from '../../../src/seed/demo-store';

export const demoTools: NewTool[] = DEMO_TOOLS.map(({ _id, ...tool }) => tool);

/** Written by people without an account here: each keeps its name and date. */
export const demoReviews = DEMO_REVIEWS.map(({ rating, message, name, createdAt }) => ({
  rating,
  message,
  name,
  createdAt,
}));

/** The API's users: name and role only; the rest of a profile is the person's to fill in. */
export const demoUsers = Object.values(DEMO_ACCOUNTS).map((account) => ({
  email: account.email,
  name: account.name,
  role: 'role' in account ? account.role : null,
}));
