// `npm run bench:quotations`: what quotations cost as they grow (docs/benchmarks.md). Makes BENCH_QUOTATIONS (2,000)
// quotations one by one as visitors do (`POST /api/quotations/`, the whole app on a temporary database), timing each,
// and prints the median of the first and of the last 50 and their ratio (aim: at most 1.3 — a quotation costs itself,
// not every quotation before it); then, with all of them in place, the median of 50 revisions, of 50 reads of an
// enquiry's quotations, of 20 private pages and PDFs (the first PDF two seconds after its page, as a visitor reads it
// and taps Download), and of 10 reports of the day.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

import { apiPaths } from '../../common/api-contract.ts';
import { CONSENT_VERSION } from '../../common/enquiry-rules.ts';
import { indiaDay } from '../../common/india-time.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp } from '../staff/test-staff.ts';

import { median, ms, timed } from './timing.ts';

const COUNT = Number(process.env.BENCH_QUOTATIONS ?? 2000);
const WINDOW = 50;
/** How long a visitor reads a quotation's page before tapping Download the PDF. */
const READING_MS = 2000;

// The whole app with a stand-in build: the quotations' private pages are registered beside the site's.
const t = await buildStaffTestApp({ env: { ENQUIRY_LIMIT: '100000' }, dist: serviceHeadingBuild('http://localhost:8080') });

try {
  const made: number[] = [];
  const links: string[] = [];
  for (let n = 1; n <= COUNT; n += 1) {
    const payload = {
      'qty-2': 1 + (n % 3),
      'qty-7': n % 5,
      state: n % 4 === 0 ? '29' : '27',
      full_name: `Buyer ${n}`,
      phone: `+91 98220 ${String(10_000 + n).slice(-5)}`,
      consent_version: CONSENT_VERSION,
    };
    const answer = await timed(
      made,
      () => t.send('POST', apiPaths.quotations, { payload, remoteAddress: `10.1.${n % 250}.${n % 200}` }),
      201,
    );
    links.push(answer.json().data.href as string);
  }
  await t.addAccount();
  const session = await t.signIn();
  const revised: number[] = [];
  const read: number[] = [];
  for (let n = 1; n <= WINDOW; n += 1) {
    const enquiry = COUNT - n + 1;
    await timed(
      revised,
      () => t.send('POST', `/api/staff/enquiries/${enquiry}/quotations`, { session, payload: { quantities: { '2': 4 }, state: '27' } }),
      201,
    );
    await timed(read, () => t.send('GET', `/api/staff/enquiries/${enquiry}/quotations`, { session }), 200);
  }
  const pages: number[] = [];
  const pdfs: number[] = [];
  for (const [n, link] of links.slice(-20).entries()) {
    await timed(pages, () => t.send('GET', link), 200);
    // The first PDF a reader's moment after its page, as a visitor reads the page and taps Download: the drawing
    // thread has been getting ready since the page was asked for (server/quotations/pdf-thread.ts).
    if (n === 0) await sleep(READING_MS);
    await timed(pdfs, () => t.send('GET', `${link}/pdf`), 200);
  }
  const reports: number[] = [];
  const today = indiaDay();
  for (let n = 0; n < 10; n += 1)
    await timed(reports, () => t.send('GET', `/api/staff/reports?from=${today}&to=${today}`, { session }), 200);

  const first = median(made.slice(0, WINDOW));
  const last = median(made.slice(-WINDOW));
  console.log(`${COUNT} quotations, load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(`make a quotation: first ${WINDOW} ${ms(first)}, last ${WINDOW} ${ms(last)}, ratio ${(last / first).toFixed(2)} (aim ≤ 1.3)`);
  console.log(`revise one: ${ms(median(revised))}; read an enquiry's quotations: ${ms(median(read))}`);
  console.log(
    `its page: ${ms(median(pages))}; its PDF: ${ms(median(pdfs))} (the first, ${READING_MS / 1000} s after its page, ${ms(pdfs[0]!)})`,
  );
  console.log(`the day's report: ${ms(median(reports))}`);
} finally {
  await t.close();
}
