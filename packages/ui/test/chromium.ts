import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** Debian's Chromium (Playwright cannot download its own browser on these machines), or CHROMIUM_PATH. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts headless Chromium for the kit-package tests; a missing browser is an error, never a skipped check. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is needed at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
