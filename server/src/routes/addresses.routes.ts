// The signed-in customer's kept delivery addresses, for checkout to offer. Read-only: an
// address is kept by placing an order with it, so there is no write to abuse.
import { Hono } from 'hono';
import { listDeliveryAddresses } from '../../../src/application/addresses/delivery-addresses';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';

export function addressRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/addresses', authenticate(deps), async (c) =>
    c.json(valueOf(await listDeliveryAddresses(deps, c.get('viewer')))),
  );
}
