// Generates public/og-image.png (1200×630), the Open Graph picture of every page, from the logo and the
// company claim. Run it when the brand changes: `node scripts/og-image.mjs`.
import { readFile } from 'node:fs/promises';

import { chromium } from '@playwright/test';

const logo = await readFile(new URL('../public/logo.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
padding:0 90px;box-sizing:border-box;font-family:'DejaVu Sans',Arial,sans-serif;color:#0f172a;
background:radial-gradient(circle at 88% 18%,rgba(245,158,11,.28),transparent 42%),radial-gradient(circle at 6% 96%,rgba(14,116,144,.25),transparent 46%),linear-gradient(135deg,#eff6ff,#ecfeff)">
<div style="width:520px">${logo.replace('<svg ', '<svg style="width:520px;height:auto" ')}</div>
<h1 style="font-size:64px;line-height:1.1;margin:48px 0 20px;letter-spacing:-1.5px">Trusted Tally 5-Star Partner<br>&amp; ERP Experts in Pune</h1>
<p style="font-size:30px;margin:0;color:#334155">TallyPrime · ERP consultation · Tally on Cloud · Training · Since 2011</p>
</body></html>`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL('../public/og-image.png', import.meta.url).pathname, type: 'png' });
await browser.close();
console.log('public/og-image.png');
