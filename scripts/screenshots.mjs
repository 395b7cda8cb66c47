// Screenshots of pages at 1440 and 375 px, light and dark, for looking at what we build.
// Usage: node scripts/screenshots.mjs [--base http://localhost:8080] [--out shots] [--widths 1440,375] /path [/path …]
import { mkdir } from 'node:fs/promises';

import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base', 'http://localhost:8080');
const out = option('--out', 'shots');
const widths = option('--widths', '1440,375').split(',').map(Number);
const full = args.includes('--full') ? (args.splice(args.indexOf('--full'), 1), true) : false;
const pagesToShoot = args.length ? args : ['/'];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const scheme of ['light', 'dark']) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`pageerror on ${page.url()}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`console.error on ${page.url()}: ${message.text()}`));
    for (const path of pagesToShoot) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
