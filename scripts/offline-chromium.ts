// Debian's Chromium, never a downloaded browser, and the flags that work offline on these
// machines (shared/spec/toolchain.md): the e2e tests and the Lighthouse runs both start it.
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
