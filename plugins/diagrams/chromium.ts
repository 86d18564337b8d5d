import {existsSync} from 'node:fs';

/**
 * How the site finds a browser: the one definition used by the diagram
 * renderer (renderMermaid.ts), the end-to-end tests, the accessibility sweep,
 * the benchmark and the social card. Playwright never
 * downloads a browser here.
 *
 * Debian's Chromium (`bash scripts/system-deps.sh` installs it), or the
 * program CHROMIUM_PATH (or CHROME_PATH) names.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on machines with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launch options for the build's browser: CHROMIUM_PATH (or CHROME_PATH) or
 * Debian's Chromium when it exists, else an installed Edge (Windows) or
 * Chrome (macOS, other Linux) that Playwright finds by its channel, so editors
 * need nothing extra.
 */
export function browserLaunchOptions(platform = process.platform, env = process.env, exists: (file: string) => boolean = existsSync) {
  const path = env.CHROMIUM_PATH ?? env.CHROME_PATH ?? '/usr/bin/chromium';
  if (exists(path)) return {executablePath: path, args: chromiumArgs};
  return {channel: platform === 'win32' ? 'msedge' : 'chrome', args: chromiumArgs};
}
