/**
 * Debian's Chromium and the flags it needs on machines with a closed network:
 * the one definition used by the end-to-end tests, the accessibility sweep,
 * the benchmark and the screenshots. Playwright never downloads a browser here.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
