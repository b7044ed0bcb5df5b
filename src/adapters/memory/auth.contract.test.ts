import { describeAuthPortContract } from '../../testing/contracts/auth.contract';
import { DEMO_ACCOUNTS } from './demo-data';
import { createMemoryWorld } from './memory-world';

describeAuthPortContract('AuthInMemory', () => {
  const { auth, state } = createMemoryWorld();
  let emails = 0;
  return {
    auth,
    existing: {
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_ACCOUNTS.customer.password,
      displayName: DEMO_ACCOUNTS.customer.name,
    },
    freshEmail: () => `new.painter.${(emails += 1)}@paintco.test`,
    google: state.googleAccount,
    failNext: (code) => auth.failNext(code),
  };
});
