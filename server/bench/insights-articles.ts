// The made-up articles `npm run bench:insights` seeds: titles, summaries and rich-text bodies whose words follow
// Zipf's law over English's commonest words, the company's subject and a long tail of made-up words (as a
// language's do, so a query finds nearly every article, many or few), in six categories, one every three to
// four hours from 2021 on. A pseudo-random sequence of its own: every run seeds the same articles.

let state = 0x35_06_2026;
/** The sequence's next number, from 0 up to 1 (mulberry32). */
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// English's commonest words first, then the company's subject, then made-up words for a long tail: the articles'
// words follow Zipf's law over them, as a language's do, so a query finds nearly every article, many or few.
const COMMON = `the of and to a in is for on that with as by it be are from this your you or an at not will can if which
  when each has have all but more their our we its should must may one two only also any before after under than`;
const SUBJECT = `${COMMON} gst tally tallyprime invoice invoices e-invoicing irn return returns gstr-1 gstr-3b input tax credit itc
  ledger ledgers voucher vouchers payroll tds tcs audit balance sheet profit loss stock inventory godown batch
  company companies business traders manufacturers exporters import export customs duty rate rates slab hsn sac
  code codes filing deadline due date month quarter year annual financial fy compliance notice penalty interest
  refund reconciliation bank statement cheque payment receipt purchase sales order challan eway bill transport
  vehicle distance portal login otp registration composition scheme threshold turnover lakh crore rupees cash
  accrual depreciation asset fixed capital loan emi cost centre budget forecast report reports dashboard mis
  server licence license renewal upgrade release migration backup restore cloud remote access security user
  users role roles permission data synchronisation branch branches multi-location tdl customisation module
  modules integration api excel import-export template printing cheque-printing barcode pos retail wholesale
  pharma distributor service services consultant consultancy training course trainer session webinar pune
  mumbai india maharashtra state central igst cgst sgst utgst cess reverse charge rcm advance receipt credit
  debit note notes amendment cancellation signed qr threshold b2b b2c export sez lut bond shipping freight
  working capital cash-flow receivables payables ageing outstanding reminder interest-calculation cost price
  margin discount scheme pricing mrp unit units conversion warehouse transfer job work subcontracting
  manufacturing bill-of-materials production consumption scrap wastage valuation fifo average closing opening`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = 'ka ri to ma ne su la pe vo di ra ni go te bu sa me lo chi ya ha pu da ve ko mi'.split(' ');
const TAIL = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return `${word}${SYLLABLES[i % 7]}`;
});
export const VOCABULARY = [...new Set([...SUBJECT, ...TAIL])];
const CUMULATIVE = (() => {
  let sum = 0;
  return VOCABULARY.map((_, rank) => (sum += 1 / (rank + 1) ** 1.05));
})();
function word(): string {
  const target = random() * CUMULATIVE.at(-1)!;
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return VOCABULARY[low]!;
}

function sentence(): string {
  const words = Array.from({ length: between(8, 22) }, word);
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Rich text of about `words` words: headings, paragraphs with bold and links, lists, now and then a quote or a table. */
function body(words: number): string {
  const parts: string[] = [];
  let written = 0;
  while (written < words) {
    const roll = random();
    if (parts.length % 5 === 0) {
      const heading = Array.from({ length: between(3, 7) }, word).join(' ');
      parts.push(`<h2>${heading[0]!.toUpperCase()}${heading.slice(1)}</h2>`);
      written += 5;
    } else if (roll < 0.1) {
      const items = Array.from({ length: between(3, 6) }, () => Array.from({ length: between(4, 10) }, word).join(' '));
      parts.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
      written += items.join(' ').split(' ').length;
    } else if (roll < 0.13) {
      parts.push(`<blockquote><p>${sentence()}</p></blockquote>`);
      written += 15;
    } else if (roll < 0.15) {
      const rows = Array.from(
        { length: between(2, 5) },
        () => `<tr><td>${word()}</td><td>${between(1, 28)}%</td><td>${word()} ${word()}</td></tr>`,
      );
      parts.push(`<table><tbody><tr><th>Item</th><th>Rate</th><th>Note</th></tr>${rows.join('')}</tbody></table>`);
      written += rows.length * 4;
    } else {
      const sentences = Array.from({ length: between(3, 6) }, sentence);
      let text = sentences.join(' ');
      if (random() < 0.4) text = text.replace(/ (\w{5,}) /, ' <strong>$1</strong> ');
      if (random() < 0.3) text = text.replace(/ (\w{4,}) (\w{4,}) /, ` <a href="/service/service-${between(1, 16)}">$1 $2</a> `);
      parts.push(`<p>${text}</p>`);
      written += text.split(' ').length;
    }
  }
  return parts.join('');
}

export const CATEGORIES = [
  { name: 'GST', slug: 'gst', description: 'Rates, returns and e-invoicing.' },
  { name: 'TallyPrime', slug: 'tallyprime', description: 'Releases, features and upgrades.' },
  { name: 'Payroll', slug: 'payroll', description: 'Salaries, PF, ESI and TDS.' },
  { name: 'Income tax', slug: 'income-tax', description: 'TDS, TCS and returns.' },
  { name: 'Cloud', slug: 'cloud', description: 'Tally on cloud and remote access.' },
  { name: 'Company news', slug: 'company-news', description: 'What we are doing.' },
];

/** The articles, oldest first, one every three to four hours from 2021 on, half of them with an upload as cover. */
export function articles(count: number): Record<string, unknown>[] {
  let time = Date.UTC(2021, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    time += 3 * 3600_000 + between(0, 3599) * 1000;
    const title = `${pick(['How to', 'Why', 'What', 'When to', 'A checklist for'])} ${Array.from({ length: between(3, 6) }, word).join(' ')} ${i + 1}`;
    const hash = (i + 1).toString(16).padStart(32, 'a');
    return {
      id: i + 1,
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      summary: `${sentence()} ${sentence()}`.slice(0, 500),
      body: body(between(300, 1500)),
      cover_image: i % 2 === 0 ? `/media/uploads/${hash}-1600x900.jpg` : '',
      cover_alt: i % 2 === 0 ? `Cover of article ${i + 1}` : '',
      category_id: i % 11 === 10 ? null : (i % CATEGORIES.length) + 1,
      service_ids: i % 3 === 0 ? [between(1, 16)] : [],
      author_email: '',
      published_at: new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      search_title: '',
      search_description: '',
    };
  });
}
