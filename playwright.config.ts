import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './scripts/offline-chromium';
import { hostsStoreUrl } from './scripts/stack/hosts-network';

// E2E_BASE_URL=http://127.0.0.1:8080: the same tests against `npm run start:cluster` (nginx,
// several API processes, PostgreSQL) instead of `npm start`. CI runs there only the tests
// tagged @cluster (`--grep @cluster`): those whose outcome a deployment can change (nginx's
// headers and routing, /api on the app's origin, writes seen by every process, the job
// queue, files through the proxy) and a journey of signing in, ordering and paying. Tests
// tagged @hosts (whole journeys at 1280 px that run alike behind either server) are left to
// the separate-hosts run below, with `--grep "@cluster|@hosts"`.
//
// E2E_HOSTS=1 (`npm run test:e2e:hosts`, root, in a network namespace of its own): against
// `npm run start:cluster -- --hosts` on a fresh .data/e2e-hosts, each part on a host of its
// own; this process is the client's machine, and nginx answers at its host's address.
const hostsDataDir = '.data/e2e-hosts';
const separateHosts = process.env['E2E_HOSTS'] === '1';
const clusterUrl = separateHosts
  ? hostsStoreUrl(resolve(import.meta.dirname, hostsDataDir), 8080)
  : process.env['E2E_BASE_URL']?.trim().replace(/\/$/, '') || undefined;
// The tests' own calls (e2e/support/api.ts) go to the same store.
if (separateHosts && clusterUrl) process.env['E2E_BASE_URL'] = clusterUrl;
const baseURL = clusterUrl ?? 'http://127.0.0.1:5173';

// The whole store as `npm start` runs it, on a fresh data folder of its own; it is ready
// when the start script says all three services answer (the web app answers first).
const embeddedStore = {
  command: 'rm -rf .data/e2e && DATA_DIR=.data/e2e npm start',
  wait: { stdout: /The store is running/ },
};
// The cluster on a fresh data folder (its build is reused when current). nginx opens only
// once everything behind it answers, so its /api/ready means ready, and a cluster already
// running there is used as it is (outside CI).
const cluster = (url: string) => ({
  command: separateHosts
    ? `rm -rf ${hostsDataDir} && DATA_DIR=${hostsDataDir} npm run start:cluster -- --hosts`
    : 'rm -rf .data/e2e-cluster && DATA_DIR=.data/e2e-cluster npm run start:cluster',
  url: `${url}/api/ready`,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // A trace records every step's snapshots: a tenth of the suite's CPU, kept only for a
    // failure someone can open. CI's machine is gone when its log is read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: OFFLINE_CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    ...(clusterUrl ? cluster(clusterUrl) : embeddedStore),
    reuseExistingServer: !process.env.CI,
    // A cluster may build the app first: on two busy cores that alone took over 2 minutes.
    timeout: clusterUrl ? 300_000 : 120_000,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
