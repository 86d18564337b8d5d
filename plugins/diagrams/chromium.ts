import {existsSync} from 'node:fs';

/**
 * How the site finds a browser: the one definition used by the diagram
 * renderer (renderMermaid.ts), the end-to-end tests, the accessibility sweep,
 * the benchmark and the social card. Playwright never
 * downloads a browser here.
 *
 * The program CHROMIUM_PATH (or CHROME_PATH) names, else Debian's Chromium
 * (`bash scripts/system-deps.sh` installs it): its headless shell where installed,
 * the same Blink without the browser around it, which needs about 2.5× less CPU per
 * page in the end-to-end tests; the full browser otherwise.
 */
function debianChromium(exists: (file: string) => boolean = existsSync): string {
  return exists('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? debianChromium();
/** The full browser, as readers run it: what the benchmark measures with. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on machines with a closed network. */
export const chromiumArgs =
  '--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'.split(
    ' ',
  );

/**
 * Launch options for the build's browser: CHROMIUM_PATH (or CHROME_PATH) or
 * Debian's Chromium (its headless shell first) when it exists, else an installed Edge (Windows) or
 * Chrome (macOS, other Linux) that Playwright finds by its channel, so editors
 * need nothing extra.
 */
export function browserLaunchOptions(platform = process.platform, env = process.env, exists: (file: string) => boolean = existsSync) {
  const path = env.CHROMIUM_PATH ?? env.CHROME_PATH ?? debianChromium(exists);
  if (exists(path)) return {executablePath: path, args: chromiumArgs};
  return {channel: platform === 'win32' ? 'msedge' : 'chrome', args: chromiumArgs};
}
