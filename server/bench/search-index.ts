// How long keeping the site search's index in step costs inside a content change (docs/search.md): the seed,
// and 10,000 built pages, each filled once, then brought in step with nothing changed and with one page
// changed. `npx tsx server/bench/search-index.ts`
import { performance } from 'node:perf_hooks';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { importContentInto, openDatabase, recordContentChanges } from '../content/service.ts';
import { exportDocument } from '../db/content-items.ts';
import { readSeedContent } from '../db/database.ts';
import { emptySearchIndex, updateSearchIndex } from '../search/index.ts';

function time(label: string, runs: number, work: () => void) {
  const took: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  console.log(`${label}: median ${took[Math.floor(runs / 2)]!.toFixed(2)} ms, worst ${took.at(-1)!.toFixed(2)} ms (${runs} runs)`);
}

const db = openDatabase(':memory:');
const seed = exportDocument(db);
const inTransaction = (document: ContentDocument) => db.transaction(() => updateSearchIndex(db, document))();
time('seed: export + update, nothing changed', 20, () => inTransaction(exportDocument(db)));
time('seed: update only, nothing changed', 20, () => inTransaction(seed));
time('seed: refill from empty', 20, () => {
  emptySearchIndex(db);
  inTransaction(seed);
});

const page = (id: number, word: string) => ({
  id,
  title: `Page ${id} about ${word}`,
  slug: `page-${id}`,
  search_title: '',
  search_description: '',
  share_image: '',
  blocks: [
    { type: 'hero', title: `Heading ${id}`, text: 'Sixty minutes on IRN and QR codes' },
    { type: 'rich-text', html: `<h2>What you will learn</h2><p>Generating an IRN from TallyPrime, part ${id} of ${word}.</p>` },
  ],
});
const many = { ...structuredClone(readSeedContent()), pages: Array.from({ length: 10_000 }, (_, i) => page(i + 1, 'ledgers')) };
time('10,000 pages: fill from empty', 3, () => {
  emptySearchIndex(db);
  inTransaction(many as unknown as ContentDocument);
});
time('10,000 pages: update, nothing changed', 10, () => inTransaction(many as unknown as ContentDocument));
let n = 0;
time('10,000 pages: update, one page changed', 10, () => {
  n += 1;
  many.pages[500] = page(501, `vouchers${n}`);
  inTransaction(many as unknown as ContentDocument);
});

// For scale: what a content change with 10,000 pages costs before the search's part (the export and the
// sitemap's dates), and the whole of it.
const big = openDatabase(':memory:');
importContentInto(big, many as unknown as ContentDocument);
time('10,000 pages: export the stored content', 5, () => exportDocument(big));
time('10,000 pages: the whole record of a change (dates and search), nothing changed', 5, () =>
  big.transaction(() => recordContentChanges(big, exportDocument(big)))(),
);
