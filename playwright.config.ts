import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './scripts/offline-chromium';

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
        launchOptions: { executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_FLAGS },
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
