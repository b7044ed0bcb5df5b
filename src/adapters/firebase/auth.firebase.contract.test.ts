// The AuthPort contract on Firebase, against a running Auth emulator. It runs when
// FIREBASE_AUTH_EMULATOR_HOST names one (as `npm start` and `firebase emulators:exec` set
// it), and is skipped otherwise, since `npm test` must pass without the emulator.
import { describe, it } from 'vitest';
import { describeAuthPortContract } from '../../testing/contracts/auth.contract';
import { AuthFirebase } from './auth.firebase';
import { EMULATOR_CONFIG } from './firebase-config';

const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
const EXISTING = {
  email: 'contract.customer@paintco.test',
  password: 'contract-pass-1',
  displayName: 'Contract Customer',
};

async function ensureExistingAccount(emulator: string): Promise<void> {
  const response = await fetch(
    `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_CONFIG.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...EXISTING, returnSecureToken: true }),
    },
  );
  if (!response.ok && !(await response.text()).includes('EMAIL_EXISTS')) {
    throw new Error(`Could not create ${EXISTING.email} on the emulator`);
  }
}

if (host === undefined) {
  describe('AuthPort contract: AuthFirebase on the Auth emulator', () => {
    it.skip('needs FIREBASE_AUTH_EMULATOR_HOST (run it beside `npm start`)', () => undefined);
  });
} else {
  let apps = 0;
  const run = Date.now();
  describeAuthPortContract('AuthFirebase on the Auth emulator', async () => {
    await ensureExistingAccount(host);
    // A Firebase app of its own for each test, so each starts signed out.
    const auth = new AuthFirebase(
      { ...EMULATOR_CONFIG, emulatorUrl: `http://${host}` },
      `contract-${(apps += 1)}`,
    );
    let emails = 0;
    return {
      auth,
      existing: EXISTING,
      freshEmail: () => `contract.${run}.${apps}.${(emails += 1)}@paintco.test`,
    };
  });
}
