// The Add Product page's API (POST /tool), answered by the in-memory store with the admin
// signed in: the new tool is checked and stored as the API would.
import { worldApi } from './world-api';

export const addProductHandlers = {
  accepting: () => worldApi({ signedInAs: 'admin' }).handlers,
  slow: () => worldApi({ signedInAs: 'admin', faults: { addTool: 'never' } }).handlers,
  failing: () => worldApi({ signedInAs: 'admin', faults: { addTool: 'server' } }).handlers,
};

/** What an admin types for a complete, valid tool. */
export const sampleNewTool = {
  name: 'EdgeMaster Trim Guard',
  minQty: '10',
  availableQty: '400',
  price: '7',
  img: 'https://images.paintco.test/trim-guard.webp',
  description: 'A 12-inch steel shield that keeps paint off carpets and glass while cutting in.',
} as const;
