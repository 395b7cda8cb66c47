// `npm run bench:lighthouse [-- --runs N] [-- /path …]`: Lighthouse 12 (mobile preset, simulated
// throttling) against the production build served by the real server, with Debian's Chromium. Prints
// each page's median run (by performance score, N runs, default 3: single runs vary by several points
// on a 2-core machine) with LCP, CLS and TBT next to the bars of docs/requirements/design.md §5. A benchmark to run by
// hand, not a test. `--built-page` adds a landing page built from six blocks (hero, rich text of about 1,500
// characters, a service's pricing plans, questions, figures, a call to action) at /lighthouse-landing.
// `--without-scripts` also runs each page with its script files blocked and prints that LCP beside the page's
// (the bar: a page's LCP no slower than the same page without its scripts). `--article` publishes an article of
// Insights of about 1,500 words with a cover picture — public/og-image.png stored as an upload is, with its resized
// copies — and adds /insights/lighthouse-article and /insights. `--form-page` adds a built page of a hero and a Form block
// holding the seed's form (eight fields: text, phone, e-mail, a drop-down, a date, a number, long text) at /lighthouse-form.
// `--cpu-slowdown N` sets Lighthouse's CPU multiplier (default 4), printed with every result: Lighthouse's own calibration
// knob (docs/benchmarks.md says when this machine needs it). It also says when this machine lacks the fonts every phone
// has — a Devanagari font, and Arial's metrics for the fallback — whose lookups then cost the pages' main thread, and
// when it lacks Noto Sans Devanagari, an Android phone's own, which the Marathi and Hindi pages then draw from the site's copy.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';

const PORT = Number(process.env.BENCH_PORT ?? 8299);
const base = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const RUNS = runsFlag === -1 ? 3 : Number(args.splice(runsFlag, 2)[1]);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const builtFlag = args.indexOf('--built-page');
const BUILT = builtFlag !== -1;
if (BUILT) args.splice(builtFlag, 1);
const articleFlag = args.indexOf('--article');
const ARTICLE = articleFlag !== -1;
if (ARTICLE) args.splice(articleFlag, 1);
const formFlag = args.indexOf('--form-page');
const FORM = formFlag !== -1;
if (FORM) args.splice(formFlag, 1);
const cpuFlag = args.indexOf('--cpu-slowdown');
const CPU_SLOWDOWN = cpuFlag === -1 ? 4 : Number(args.splice(cpuFlag, 2)[1]);
if (!(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown takes a multiplier of 1 or more');
const bareFlag = args.indexOf('--without-scripts');
const WITHOUT_SCRIPTS = bareFlag !== -1;
if (WITHOUT_SCRIPTS) args.splice(bareFlag, 1);
const routes = [
  ...(args.length ? args : ['/', '/about', '/service', '/contact', '/light/', '/blog']),
  ...(BUILT ? ['/lighthouse-landing'] : []),
  ...(ARTICLE ? ['/insights/lighthouse-article', '/insights'] : []),
  ...(FORM ? ['/lighthouse-form'] : []),
].filter((route, i, all) => all.indexOf(route) === i);
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, lcp: 2000, cls: 0.02, tbt: 100 };

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_PATH: '.lighthouse/bench.db', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
await rm('.lighthouse', { recursive: true, force: true });
await mkdir('.lighthouse', { recursive: true });
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await sleep(500);
}

if (BUILT) {
  // Written as staff's save would store it (the HTML is already within the allow-list); the server sees the change.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database('.lighthouse/bench.db');
  const paragraph =
    '<p>From 1 April every business above the threshold raises an e-invoice for each B2B sale: TallyPrime sends the invoice to the portal, receives the IRN and prints the signed QR code, without a second entry. We show the set-up, the masters it needs and the checks that keep returns in step.</p>';
  const blocks = [
    {
      type: 'hero',
      title: 'GST e-invoicing webinar, 12 December',
      text: 'Sixty minutes on IRN and QR codes in TallyPrime.',
      image: '',
      image_alt: '',
      buttons: [{ label: 'Book a seat', href: '/contact' }],
    },
    {
      type: 'rich-text',
      html: `<h2>What you will learn</h2>${paragraph.repeat(5)}<ul><li>Generating an IRN from TallyPrime</li><li>Cancelling and amending</li></ul>`,
    },
    { type: 'pricing', title: 'Plans', service_id: 1 },
    {
      type: 'faq',
      title: 'Questions',
      items: [
        { question: 'Is it online?', answer: 'Yes, on Zoom.' },
        { question: 'Is there a recording?', answer: 'Yes, for every participant.' },
      ],
    },
    {
      type: 'statistics',
      title: '',
      items: [
        { value: '500+', label: 'Businesses trained' },
        { value: '12', label: 'Years' },
      ],
    },
    {
      type: 'call-to-action',
      title: 'Questions about e-invoicing?',
      text: 'Talk to us.',
      button_label: 'Contact us',
      button_href: '/contact',
    },
  ];
  db.prepare('INSERT INTO pages (title, slug, blocks) VALUES (?, ?, ?)').run(
    'GST e-invoicing webinar',
    'lighthouse-landing',
    JSON.stringify(blocks),
  );
  db.close();
}

if (FORM) {
  // The seed's form (TallyPrime training booking) on a page of its own, as staff's save would store it.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database('.lighthouse/bench.db');
  const blocks = [
    { type: 'hero', title: 'TallyPrime training, Pune', text: 'Batches every Monday.', image: '', image_alt: '', buttons: [] },
    { type: 'form', title: 'Book your seats', text: 'We call to confirm within a working day.', form_id: 1 },
  ];
  db.prepare('INSERT INTO pages (title, slug, blocks) VALUES (?, ?, ?)').run(
    'TallyPrime training',
    'lighthouse-form',
    JSON.stringify(blocks),
  );
  db.close();
}

if (ARTICLE) {
  // The cover is stored as an upload is (server/media/uploads.ts: the image and its AVIF, WebP and JPEG copies,
  // named by their content's hash and size), in the folder the server serves uploads from for this database.
  const store = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { readFileSync } from 'node:fs';
       import { storeUpload, uploadDirFor } from './server/media/uploads.ts';
       const stored = await storeUpload(uploadDirFor('.lighthouse/bench.db'), { type: 'png', body: readFileSync('public/og-image.png') });
       if (!stored.ok) throw new Error(stored.message);
       process.stdout.write(stored.url);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let cover = '';
  store.stdout.on('data', (chunk) => (cover += chunk));
  const status = await new Promise((resolve) => store.once('exit', resolve));
  if (status !== 0 || !cover.startsWith('/media/uploads/')) throw new Error(`The cover picture could not be stored (${status})`);
  // Written as staff's save would store it (the HTML is already within the allow-list); the server sees the change.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database('.lighthouse/bench.db');
  const paragraphs = [
    'From 1 April every business above the threshold raises an e-invoice for each B2B sale: TallyPrime sends the invoice to the portal, receives the IRN and prints the signed QR code, without a second entry. We show the set-up, the masters it needs and the checks that keep returns in step.',
    'Before the first invoice, check the GSTIN of every party, the HSN or SAC code of every stock item and service, and the state of each place of supply. A wrong code is the commonest reason the portal refuses an invoice, and the refusal comes back with the error number only.',
    'A credit note follows the same path as the invoice it corrects. Cancel an IRN within 24 hours if the invoice was wrong from the start; after that, raise a credit note and let GSTR-1 carry both, so that your customer’s input tax credit matches what you report.',
    'Keep the e-way bill in mind as well: for goods that travel more than fifty kilometres the invoice’s IRN can generate it at once, with the vehicle number and the distance, and TallyPrime prints both on the same page for the driver.',
    'Finally, reconcile every month. Compare the invoices in your books with GSTR-1 and with what your customers see in GSTR-2B; a difference found in the same month costs a phone call, one found at the annual return costs interest and a notice.',
  ];
  const sections = ['What changes on 1 April', 'Masters to check first', 'Corrections and cancellations', 'E-way bills', 'Every month'];
  const body = [
    ...sections.flatMap((heading, i) => [
      `<h2>${heading}</h2>`,
      ...[0, 1, 2, 3, 4, 5].map(
        (n) => `<p>${paragraphs[(i + n) % paragraphs.length].replace('TallyPrime', '<strong>TallyPrime</strong>')}</p>`,
      ),
      i === 1 ? '<ul><li>GSTIN of every party</li><li>HSN and SAC codes</li><li>Place of supply</li><li>Units of measure</li></ul>' : '',
      i === 2
        ? '<table><tbody><tr><th>Case</th><th>What to do</th></tr><tr><td>Wrong from the start</td><td>Cancel the IRN within 24 hours</td></tr><tr><td>Found later</td><td>Raise a credit note</td></tr></tbody></table>'
        : '',
    ]),
    '<p>Questions about your own set-up? <a href="/contact">Talk to our consultants</a>.</p>',
  ].join('');
  const words = body
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  db.prepare(
    `INSERT INTO articles (title, slug, summary, body, cover_image, cover_alt, service_ids, published_at)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT json_array(min(id)) FROM services), ?)`,
  ).run(
    'E-invoicing under GST: a checklist before your first IRN',
    'lighthouse-article',
    'The masters to check, the corrections to expect and the monthly reconciliation, step by step in TallyPrime.',
    body,
    cover,
    'A TallyPrime invoice with its IRN and signed QR code',
    new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  );
  db.close();
  console.log(`/insights/lighthouse-article: ${words} words, cover ${cover}`);
}

// Lighthouse's mobile preset with the CPU multiplier asked for.
const throttling = { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN };
const fontsFor = (pattern) => {
  try {
    return execFileSync('fc-list', [pattern, 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const missing = [
  ...(fontsFor(':lang=hi') ? [] : ['a Devanagari font (fonts-lohit-deva or fonts-noto-core)']),
  ...(fontsFor('Liberation Sans') || fontsFor('Arial') ? [] : ['Arial or its metrics (fonts-liberation)']),
];
if (missing.length) console.log(`This machine lacks ${missing.join(' and ')}, which phones have: font lookups will weigh on TBT.`);
// An Android phone's Devanagari font is Noto Sans Devanagari, which the site's @font-face takes from the system first.
if (!fontsFor('Noto Sans Devanagari'))
  console.log(
    'This machine lacks Noto Sans Devanagari (fonts-noto-core), which an Android phone has: the Marathi and Hindi pages will draw with the site’s copy of it (which they preload), such a phone with its own.',
  );
console.log(`Lighthouse mobile, CPU slowdown ${CPU_SLOWDOWN}×${CPU_SLOWDOWN === 4 ? ' (its default)' : ''}.`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const route of routes) {
    // A run Lighthouse could not record (NO_NAVSTART and the like) is tried again, twice at most per page.
    const results = [];
    const bare = [];
    let failed = 0;
    while (results.length < RUNS && failed <= 2) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', throttling });
      if (!result.lhr.runtimeError) {
        results.push(result);
        // The same page with its script files blocked, run after it in the same conditions.
        if (WITHOUT_SCRIPTS) {
          const without = await lighthouse(`${base}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            throttling,
            blockedUrlPatterns: ['*.js'],
          });
          if (!without.lhr.runtimeError) bare.push(without.lhr.audits['largest-contentful-paint'].numericValue);
        }
        continue;
      }
      failed += 1;
      console.log(`${route}: a run failed, ${failed <= 2 ? 'trying again' : 'giving up'}: ${result.lhr.runtimeError.code}`);
    }
    if (results.length === 0) {
      rows.push({ route, failed: true });
      continue;
    }
    results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = results[Math.floor(results.length / 2)];
    const { categories, audits } = result.lhr;
    const row = {
      route,
      cpuSlowdown: CPU_SLOWDOWN,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      ...(bare.length ? { lcpWithoutScripts: Math.round([...bare].sort((a, b) => a - b)[Math.floor(bare.length / 2)]) } : {}),
    };
    rows.push(row);
    await writeFile(`.lighthouse/${route.replace(/\W+/g, '_') || 'home'}.json`, result.report);
    // A sample page is noindex on purpose: 'is-crawlable' is the one SEO audit it may fail.
    const seoFailures = categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
    const noindexOnly = seoFailures.length === 1 && seoFailures[0] === 'is-crawlable';
    const misses = Object.entries(BARS)
      .filter(([key]) => !(key === 'seo' && noindexOnly))
      .filter(([key, bar]) => (['lcp', 'cls', 'tbt'].includes(key) ? row[key] > bar : row[key] < bar))
      .map(([key]) => key);
    console.log(
      `${route.padEnd(16)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row['best-practices']}  seo ${row.seo}${noindexOnly ? ' (noindex sample page)' : ''}  ` +
        `LCP ${row.lcp} ms${row.lcpWithoutScripts === undefined ? '' : ` (without scripts ${row.lcpWithoutScripts} ms)`}  CLS ${row.cls}  TBT ${row.tbt} ms${misses.length ? `  below the bar: ${misses.join(', ')}` : ''}` +
        (RUNS > 1
          ? `  (runs: ${results.map(({ lhr }) => `${Math.round(lhr.categories.performance.score * 100)}/${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`).join(', ')})`
          : ''),
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}
await writeFile('.lighthouse/summary.json', JSON.stringify(rows, null, 2));
