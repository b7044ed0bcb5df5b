import type { Identity, Persona } from '../../testing/contracts/api.contract';
import { describeApiPortContract } from '../../testing/contracts/api.contract';
import { ageAccountInvoices } from './account-store.in-memory';
import { AuthInMemory } from './auth.in-memory';
import { DEMO_ACCOUNTS } from './demo-data';
import { createMemoryWorld, type Credentials } from './memory-world';

const PEOPLE: Readonly<Record<Persona, Credentials & { readonly name: string }>> = {
  customer: DEMO_ACCOUNTS.customer,
  admin: DEMO_ACCOUNTS.admin,
  otherCustomer: { email: 'painter@paintco.test', password: 'painter-pass-1', name: 'Pat Painter' },
};

describeApiPortContract('ApiInMemory', () => {
  const world = createMemoryWorld();

  /** Each person signs in on their own device: their own auth session, one shared store. */
  async function identify(who: Persona): Promise<Identity> {
    const { email, password, name } = PEOPLE[who];
    const device = new AuthInMemory(world.state);
    const signedIn = await device.signInWithEmail(email, password);
    if (!signedIn.ok) await device.signUpWithEmail(name, email, password);
    const idToken = await device.getIdToken();
    if (idToken === null) throw new Error(`${who} could not sign in`);
    return { email, name, idToken };
  }

  return {
    api: world.api,
    tokens: world.tokens,
    payment: world.payment,
    identify,
    ageInvoices: async (days: number) => ageAccountInvoices(world.state, days),
  };
});
