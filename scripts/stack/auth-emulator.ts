// Runs the Firebase Auth emulator (auth only, project demo-paint-store) with its accounts
// kept under .data/ across restarts, and creates the two demo accounts on first start.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS as SEED_ACCOUNTS } from '../../src/seed/demo-store';
import { spawnNode } from './supervisor';

export const EMULATOR_PROJECT_ID = 'demo-paint-store';
export const EMULATOR_HOST = '127.0.0.1:9099';
/** The emulator's port, and its hub's and logging's (firebase.json). */
export const EMULATOR_PORTS = [9099, 4400, 4500] as const;

/** The one seed's accounts, as the emulator's sign-up call takes them. */
export const DEMO_ACCOUNTS = Object.values(SEED_ACCOUNTS).map(({ email, password, name }) => ({
  email,
  password,
  displayName: name,
}));

export function spawnAuthEmulator(root: string, dataDir: string): ChildProcess {
  const exportDir = join(dataDir, 'auth-emulator');
  const args = [
    join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    EMULATOR_PROJECT_ID,
    '--export-on-exit',
    exportDir,
  ];
  if (existsSync(join(exportDir, 'firebase-export-metadata.json')))
    args.push('--import', exportDir);
  return spawnNode(root, args, { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' });
}

const emulatorApi = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/**
 * Creates each demo account unless the emulator already has it (EMAIL_EXISTS), with its
 * e-mail marked verified: the API binds a user to the first sign-in of their e-mail, and a
 * demo account re-created after `.data/auth-emulator` was deleted is a new sign-in, which
 * only a verified e-mail may take over.
 */
export async function ensureDemoAccounts(): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const response = await fetch(`${emulatorApi}/accounts:signUp?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    });
    const text = await response.text();
    if (!response.ok) {
      if (text.includes('EMAIL_EXISTS')) continue;
      throw new Error(`Could not create the demo account ${account.email}: ${text}`);
    }
    const { localId } = JSON.parse(text) as { localId: string };
    // The emulator's admin calls take the fixed credential "owner".
    const verified = await fetch(`${emulatorApi}/projects/${EMULATOR_PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
    if (!verified.ok) {
      throw new Error(
        `Could not verify the demo account ${account.email}: ${await verified.text()}`,
      );
    }
  }
}

/** The lines that tell people how to sign in and pay on a local store. */
export function printDemoAccounts(say: (line: string) => void): void {
  say('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) say(`  ${account.email} / ${account.password}`);
}
