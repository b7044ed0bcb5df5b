import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; flags that work offline on these machines.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const baseURL = 'http://127.0.0.1:5173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  // The whole store as `npm start` runs it, on a fresh data folder of its own; it is ready
  // when the start script says all three services answer (the web app answers first).
  webServer: {
    command: 'rm -rf .data/e2e && DATA_DIR=.data/e2e npm start',
    wait: { stdout: /The store is running/ },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
