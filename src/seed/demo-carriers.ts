// The two carriers every store starts with (migration 038 inserts the same rows, with these
// ids, into the database; the in-memory API starts from this list). Admins edit them.
import type { Carrier } from '../domain/carrier';

export const DEMO_CARRIERS: readonly Carrier[] = [
  {
    _id: '3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c01',
    name: 'DHL Express',
    trackingUrlTemplate:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={tracking}',
  },
  {
    _id: '3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c02',
    name: 'UPS',
    trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking}',
  },
];
