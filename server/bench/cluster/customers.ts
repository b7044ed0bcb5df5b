// The bench's customers: accounts made on the Auth emulator, each signed in to the store
// once for its access token, as the web app does.
//
// Why many: a customer may hold 5 unpaid orders and place 30 a minute, and the bench places
// thousands, so it spreads them over many customers rather than lifting a limit (the store
// runs with production's limits throughout). Sign-ins are limited to 120 a minute per client
// address; the bench signs its customers in at the API processes directly, a hundred per
// made-up X-Forwarded-For address (the processes trust that header, as TRUST_PROXY=1 says:
// in production only the proxy may reach them), so setting up takes seconds, not minutes.
import { randomBytes } from 'node:crypto';

const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const PER_ADDRESS = 100;
const AT_ONCE = 16;
let nextNetwork = randomBytes(1)[0] ?? 0;

export interface Customer {
  email: string;
  /** The store's access token. */
  token: string;
}

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${EMULATOR}/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-pass-1', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email}: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function signIn(email: string, idToken: string, api: string, address: string) {
  const response = await fetch(`${api}/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${idToken}`,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ name: 'Bench Customer' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** `count` new customers, signed in through the API processes at `apiUrls`. */
export async function createCustomers(
  count: number,
  apiUrls: readonly string[],
): Promise<Customer[]> {
  const run = randomBytes(3).toString('hex');
  // Addresses of this call's own, so a second batch within the minute starts afresh: the
  // next network of a run's own sequence (random ones met again within a minute, with
  // short steps, and their sign-ins were refused).
  const network = (nextNetwork += 1) % 256;
  const customers: Customer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const email = `bench-${run}-${i}@paintco.test`;
      const api = apiUrls[i % apiUrls.length] ?? '';
      const address = `10.${network}.${Math.floor(i / PER_ADDRESS) % 250}.1`;
      const token = await signIn(email, await signUp(email), api, address);
      customers.push({ email, token });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return customers;
}
