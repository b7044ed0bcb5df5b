import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser, and the flags that work offline on these
// machines (shared/spec/toolchain.md): the e2e tests and the Lighthouse runs both start it.
export const CHROMIUM_PATH = '/usr/bin/chromium';

// The end-to-end tests' browser: Debian's build of the same Chromium without a window system
// (package chromium-headless-shell), the one Playwright itself runs headless. On two cores
// it ran dashboard.spec.ts in 78–82 s against 99–100 s for the full browser (two runs
// each). Lighthouse keeps the full browser: its figures are a visitor's. Without the
// package the full browser runs the tests alike.
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH)
  ? HEADLESS_SHELL_PATH
  : CHROMIUM_PATH;

export const OFFLINE_CHROMIUM_FLAGS: string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
