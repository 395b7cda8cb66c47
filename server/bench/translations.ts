// `npm run bench:translations`: what Marathi and Hindi cost as the content grows (docs/benchmarks.md). Publishes
// BENCH_ARTICLES (2,000) articles through the staff API, then translates each into Marathi one by one (`PUT
// /api/staff/translations/articles/<id>/mr`, the whole app on a temporary database), timing each, and prints the median
// of the first and of the last 50 saves and their ratio (aim: at most 1.3 — a translation costs itself, its search
// entry included, not every translation before it); then, with all of them in place, the median of 50 reads in
// Marathi each drawn afresh after a save (a page of Insights, an article at its Marathi address, the services, a
// search), against the same reads in English; and the Translations page's list of the articles (its first page just
// after a save of another kind, just after an article's translation and just after an article is added, then a page, the last page, the outdated
// ones, a search), median of 10 each, with its size.
import { loadavg } from 'node:os';

import { buildStaffTestApp } from '../staff/test-staff.ts';

import { median, ms, publishArticles, timed } from './timing.ts';

const COUNT = Number(process.env.BENCH_ARTICLES ?? 2000);
const WINDOW = 50;

const t = await buildStaffTestApp();

try {
  await t.addAccount('editor@example.in', 'kothrud-ledger-tulsi-42', 'editor');
  const session = await t.signIn('editor@example.in', 'kothrud-ledger-tulsi-42');
  const ids = await publishArticles(t, session, COUNT);
  const saves: number[] = [];
  for (const [n, id] of ids.entries()) {
    const values = { title: `जीएसटी टीप ${n + 1}`, slug: `जीएसटी-टीप-${n + 1}`, summary: `महिना ${n + 1} मध्ये काय बदलते.` };
    await timed(saves, () => t.send('PUT', `/api/staff/translations/articles/${id}/mr`, { session, payload: { values } }));
  }

  // Each read drawn afresh: a save before it (a service's Marathi tagline) changes the content's revision.
  const reads = { list: [] as number[], article: [] as number[], services: [] as number[], search: [] as number[] };
  const english = { list: [] as number[], article: [] as number[], services: [] as number[], search: [] as number[] };
  for (let n = 1; n <= WINDOW; n += 1) {
    const bump = () =>
      t.send('PUT', '/api/staff/translations/services/1/mr', { session, payload: { values: { heading: `एक वापरकर्ता ${n}` } } });
    const at = COUNT - n;
    for (const [times, lang] of [
      [reads, '&lang=mr'],
      [english, ''],
    ] as const) {
      await bump();
      await timed(times.list, () => t.send('GET', `/api/get-articles/?page=${(n % 20) + 1}${lang}`));
      await bump();
      const slug = lang ? encodeURIComponent(`जीएसटी-टीप-${at}`) : `gst-note-${at}`;
      await timed(times.article, () => t.send('GET', `/api/get-article/?slug=${slug}${lang}`));
      await bump();
      await timed(times.services, () => t.send('GET', `/api/get-offering-details/?${lang.slice(1)}`));
      await timed(times.search, () => t.send('GET', `/api/search/?q=${encodeURIComponent(lang ? `टीप ${at}` : `note ${at}`)}${lang}`));
    }
  }

  const first = median(saves.slice(0, WINDOW));
  const last = median(saves.slice(-WINDOW));
  console.log(`${COUNT} articles, each translated into Marathi; load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(
    `save a translation: first ${WINDOW} ${ms(first)}, last ${WINDOW} ${ms(last)}, ratio ${(last / first).toFixed(2)} (aim ≤ 1.3)`,
  );
  for (const name of ['list', 'article', 'services', 'search'] as const)
    console.log(`${name.padEnd(8)} in Marathi ${ms(median(reads[name]))}, in English ${ms(median(english[name]))}`);

  // The Translations page's list of the articles (staff): a page, the last page, what is left in a state, a search.
  const half = Math.floor(COUNT / 2);
  await t.send('PATCH', `/api/staff/content/articles/${ids[half]}`, { session, payload: { title: `GST note ${half + 1}, revised` } });
  // Just after a save: of another kind (a service's translation), and of one of the articles listed (its translation).
  const afterChange: number[] = [];
  const afterArticle: number[] = [];
  const afterAdded: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    await t.send('PUT', '/api/staff/translations/services/1/mr', { session, payload: { values: { heading: `एक वापरकर्ता ${n}` } } });
    await timed(afterChange, () => t.send('GET', '/api/staff/translations/articles/mr', { session }));
    const summary = `महिना ${n + 1} मध्ये काय बदलते, पुन्हा.`;
    await t.send('PUT', `/api/staff/translations/articles/${ids[n * 100]}/mr`, { session, payload: { values: { summary } } });
    await timed(afterArticle, () => t.send('GET', '/api/staff/translations/articles/mr', { session }));
    const added = COUNT + n + 1;
    await publishArticles(t, session, 1, () => ({ title: `GST note ${added}`, slug: `gst-note-${added}` }));
    await timed(afterAdded, () => t.send('GET', '/api/staff/translations/articles/mr', { session }));
  }
  console.log(`Translations list, the first page after a change ${ms(median(afterChange))}`);
  console.log(`Translations list, the first page after an article's translation ${ms(median(afterArticle))}`);
  console.log(`Translations list, the first page after an article is added ${ms(median(afterAdded))}`);
  for (const [name, query] of [
    ['the first page', ''],
    ['the last page', `?page=${Math.ceil(COUNT / 50)}`],
    ['the outdated', '?state=outdated'],
    ['a search', `?q=${encodeURIComponent(`note ${COUNT - 1}`)}`],
  ] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < 10; n += 1)
      bytes = (await timed(times, () => t.send('GET', `/api/staff/translations/articles/mr${query}`, { session }))).body.length;
    console.log(`Translations list, ${name.padEnd(15)} ${ms(median(times))}, ${(bytes / 1024).toFixed(1)} KB`);
  }
} finally {
  await t.close();
}
