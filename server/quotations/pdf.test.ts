// The quotation's PDF as its reader sees it: the text read back from the file (unpdf, pdf.js without a canvas), its
// pages, its metadata and its fonts.
import { performance } from 'node:perf_hooks';

import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { formatRupees, quoteTotals, rupeesInWords, stateOfCode } from '../../common/gst.ts';
import { unitLabel, type QuotationDocument, type QuotationLine } from '../../common/quotation.ts';
import { quotationPage } from './page.ts';
import { quotationPdf } from './pdf.ts';
import { quotationPdf as quotationPdfApart } from './pdf-thread.ts';

type Item = Pick<QuotationLine, 'name' | 'description' | 'hsnSac' | 'unit' | 'quantity' | 'unitPaise' | 'rate'>;

const ITEMS: Item[] = [
  {
    name: 'TallyPrime Gold',
    description: 'Multi-user licence for unlimited users on a LAN, with a year of TallyPrime software services (TSS).',
    hsnSac: '997331',
    unit: 'licence',
    quantity: 2,
    unitPaise: 67_500_00,
    rate: 18,
  },
  {
    name: 'TallyPrime renewal (a year)',
    description: 'Renewal of TallyPrime software services: new releases, remote access and Tally.NET for twelve months.',
    hsnSac: '997331',
    unit: 'year',
    quantity: 1,
    unitPaise: 12_150_00,
    rate: 18,
  },
  {
    name: 'Training seat',
    description: 'A seat at the two-day TallyPrime and GST training at our Pune office.',
    hsnSac: '999293',
    unit: 'seat',
    quantity: 3,
    unitPaise: 2_999_50,
    rate: 18,
  },
];

const TERMS = [
  'Prices are valid until the date above; taxes as applicable on the date of invoice.',
  'Payment: 100% in advance by NEFT/RTGS to the account named on our invoice.',
  'Licences are activated within one working day of payment.',
].join('\n');

function quotation(stateCode: string, items: readonly Item[] = ITEMS): QuotationDocument {
  const totals = quoteTotals(items, stateCode);
  const { lines: taxes, ...sums } = totals;
  const state = stateOfCode(stateCode)!;
  return {
    number: 'DX-Q-2026-00042',
    revision: 0,
    date: '2026-11-30',
    validUntil: '2026-12-15',
    seller: {
      name: 'Dexterity',
      legalName: 'Dexterity Business Solutions Private Limited',
      gstin: '27AAFCD5862R1ZR',
      address: ['Office 402, Kalpataru Square, Senapati Bapat Road', 'Pune 411016', 'Maharashtra'],
      phone: '+91 20 6720 1234',
      email: 'sales@dexterity.example',
    },
    buyer: {
      name: 'Asha Kulkarni',
      company: stateCode === '27' ? 'Kulkarni Agro Traders' : 'Sharma Textiles',
      gstin: `${stateCode}AAPFK1234L1Z5`,
      stateCode,
      stateName: state.name,
      email: 'asha@kulkarni-agro.example',
      phone: '+91 98220 12345',
    },
    lines: items.map((item, index) => ({ itemId: index + 1, ...item, ...taxes[index]! })),
    totals: sums,
    words: rupeesInWords(totals.total),
    terms: TERMS,
  };
}

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  const pages = await Promise.all(Array.from({ length: document.numPages }, (_, index) => document.getPage(index + 1)));
  const info = (await document.getMetadata()).info as { Title?: string; Author?: string };
  // Lines a wrap has split are read back joined by spaces, as a person reads them.
  return { pages: text.map((page) => page.replace(/\s+/g, ' ')), sizes: pages.map((page) => page.view), info };
}

describe('quotationPdf', () => {
  it("writes its dates as the quotation's page and e-mail do, in September too", async () => {
    // The PDF had a month list of its own: "5 Sep 2026" in the file, "5 Sept 2026" on the page of the same quotation.
    const document = { ...quotation('27'), date: '2026-09-05', validUntil: '2026-09-20' };
    const { pages } = await read(await quotationPdf(document));
    const page = quotationPage(document, {
      link: 'https://dexterity.example/quotation/t',
      pdf: '/quotation/t/pdf',
      companyWhatsapp: '912067201234',
    });
    for (const day of ['5 Sept 2026', '20 Sept 2026']) {
      expect(pages.join(' ')).toContain(day);
      expect(page).toContain(day);
    }
  });

  it("writes its figures as the quotation's page does: 10,000 units grouped, a round-off up with its plus sign", async () => {
    // The page wrote "10000" and "₹0.40" where the PDF of the same quotation wrote "10,000" and "+₹0.40".
    const items = [
      { ...ITEMS[2]!, quantity: 10_000 },
      { ...ITEMS[1]!, unitPaise: 1_000_50 },
    ];
    const document = quotation('27', items);
    // ₹2,99,96,000.50 and CGST and SGST of ₹26,99,640.05 each: ₹3,53,95,280.60, quoted ₹3,53,95,281.
    expect(document.totals.roundOff).toBe(40);
    const text = (await read(await quotationPdf(document))).pages.join(' ');
    const page = quotationPage(document, {
      link: 'https://dexterity.example/quotation/t',
      pdf: '/quotation/t/pdf',
      companyWhatsapp: '912067201234',
    });
    expect(text).toContain('Training seat 999293 10,000 ₹2,999.50');
    expect(page).toContain('<span>10,000 <span class="desc">per seat</span></span>');
    expect(text).toContain('Round-off +₹0.40');
    expect(page).toContain('<tr><td>Round-off</td><td class="n">+₹0.40</td></tr>');
  });

  it('is an A4 PDF of the quotation: its parties, its lines, CGST and SGST within Maharashtra, the total and the terms', async () => {
    const document = quotation('27');
    const pdf = await quotationPdf(document);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, sizes, info } = await read(pdf);
    expect(sizes).toEqual([[0, 0, 595.28, 841.89]]);
    expect(info).toMatchObject({ Title: 'Quotation DX-Q-2026-00042', Author: 'Dexterity' });

    const text = pages.join(' ');
    expect(text).toContain('Quotation');
    expect(text).toContain('DX-Q-2026-00042');
    expect(text).toContain('30 Nov 2026');
    expect(text).toContain('15 Dec 2026');
    expect(text).toContain('Dexterity Business Solutions Private Limited');
    expect(text).toContain('GSTIN: 27AAFCD5862R1ZR');
    expect(text).toContain('Quotation for');
    expect(text).toContain('Kulkarni Agro Traders');
    expect(text).toContain('GSTIN: 27AAPFK1234L1Z5');
    expect(text).toContain('State: Maharashtra (27)');

    // Each row, from its name to the next row's (or the totals): its code, quantity and unit, rate, value and GST rate.
    const rows = document.lines.map((line, index) => {
      const next = document.lines[index + 1]?.name ?? 'Taxable value';
      return text.slice(text.indexOf(line.name), text.indexOf(next, text.indexOf(line.name)));
    });
    document.lines.forEach((line, index) => {
      const row = rows[index]!;
      expect(row).toContain(line.name);
      expect(row).toContain(line.hsnSac);
      expect(row.split(' ')).toContain(String(line.quantity));
      expect(row).toContain(unitLabel(line.unit));
      expect(row).toContain(formatRupees(line.unitPaise));
      expect(row).toContain(formatRupees(line.taxable));
      expect(row).toContain('18%');
    });

    const { totals } = document;
    expect(formatRupees(totals.cgst)).toBe('₹14,053.37');
    expect(text).toContain(`CGST ${formatRupees(totals.cgst)} SGST ${formatRupees(totals.sgst)}`);
    expect(text).not.toContain('IGST');
    expect(text).toContain(`Round-off ${formatRupees(totals.roundOff)}`);
    expect(text).toContain(`Total ${formatRupees(totals.total)}`);
    expect(text).toContain('₹1,84,255.00');
    expect(text).toContain(document.words);
    expect(text).toContain('Terms');
    for (const paragraph of TERMS.split('\n')) expect(text).toContain(paragraph);
    expect(text).toContain('DX-Q-2026-00042 · page 1 of 1');
  });

  it('shows IGST, and neither CGST nor SGST, to a buyer in another state', async () => {
    const document = quotation('29');
    const { pages } = await read(await quotationPdf(document));
    const text = pages.join(' ');

    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain(`IGST ${formatRupees(document.totals.igst)}`);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(`Total ${formatRupees(document.totals.total)}`);
  });

  it('runs onto more pages with many lines, each page numbered in its footer', async () => {
    const items = Array.from({ length: 40 }, (_, index) => ({ ...ITEMS[index % 3]!, name: `Line item ${index + 1}` }));
    const { pages, sizes } = await read(await quotationPdf(quotation('27', items)));

    expect(pages.length).toBeGreaterThan(1);
    expect(sizes.every((size) => size[2] === 595.28 && size[3] === 841.89)).toBe(true);
    expect(pages[1]).toContain(`DX-Q-2026-00042 · page 2 of ${pages.length}`);
    // The table's header is repeated on the next page.
    expect(pages[1]).toContain('HSN/SAC');
    const text = pages.join(' ');
    for (let line = 1; line <= 40; line++) expect(text).toMatch(new RegExp(`Line item ${line}\\b`));
  });

  it('writes a buyer’s name and business in Marathi or Hindi as typed, conjuncts and joiners included', async () => {
    const document = quotation('27');
    // क्ष and र्‍ (with a zero-width joiner: the eyelash ra of Marathi), and a mixed Latin and Devanagari name.
    const buyer = { ...document.buyer, name: 'आशा कुलकर्णी', company: 'क्षितिज ट्रेडर्स र‍्या Pvt. Ltd.' };
    const pdf = await quotationPdf({ ...document, buyer });
    const text = (await read(pdf)).pages.join(' ');

    // A PDF keeps its glyphs in the order they are drawn, which the Indic shaper has reordered as Devanagari is
    // written: the vowel sign ि drawn before the conjunct it follows in the text (क्षि → िक्ष), the reph र् after its
    // syllable (र्णी → णीर्). Read back, that order shows the words were shaped, not drawn letter by letter.
    expect(text).toContain('आशा');
    expect(text).toContain('िक्षितज');
    expect(text).toContain('कुलकणीर्');
    expect(text).toContain('Pvt. Ltd.');
    // Drawn with the Devanagari font, embedded; no glyph is missing (.notdef draws as a box).
    expect(pdf.toString('latin1')).toMatch(/NotoSansDevanagari/);
  });

  it('speaks the language the quotation was asked in: its labels, dates, total in words and footer', async () => {
    const english = quotation('27');
    const words = { mr: 'एक लाख एकोणऐंशी हजार सहाशे पन्नास रुपये आणि चोवीस पैसे फक्त', hi: 'मात्र' };
    const marathi = (await read(await quotationPdf({ ...english, lang: 'mr', words: words.mr }))).pages.join(' ');
    // Words without a vowel sign drawn before its consonant (read back reordered: see above).
    for (const text of ['कोटेशन', 'खरेदीदार', 'वैधता', 'करपात्र मूल्य', 'एकूण', 'अटी', 'लायसन्स', 'DX-Q-2026-00042 · पान 1 / 1'])
      expect(marathi).toContain(text);
    expect(marathi).toContain('चोवीस पैसे फक्त');
    expect(marathi).toMatch(/15 \S*डसें/);
    expect(marathi).not.toMatch(/Quotation|Valid until|Taxable value|Terms|page 1 of 1/);
    // What staff wrote stays as written: the items, the seller's address, the terms.
    for (const text of ['TallyPrime Gold', 'Kalpataru Square', TERMS.split('\n')[0]!]) expect(marathi).toContain(text);

    const hindi = await read(await quotationPdf({ ...english, lang: 'hi', words: words.hi }));
    expect(hindi.info.Title).toBe('कोटेशन DX-Q-2026-00042');
    for (const text of ['कोटेशन', 'मात्रा', 'कर-योग्य मूल्य', 'कुल', 'DX-Q-2026-00042 · पेज 1 / 1']) expect(hindi.pages.join(' ')).toContain(text);
  });

  it('embeds its fonts, never the standard ones, and gives the same file for the same quotation', async () => {
    const pdf = await quotationPdf(quotation('27'));
    const bytes = pdf.toString('latin1');

    expect(bytes).toMatch(/\/FontFile[23]/);
    expect(bytes).not.toContain('/Helvetica');
    expect((await quotationPdf(quotation('27'))).equals(pdf)).toBe(true);
  });
});

describe('quotationPdf as the server draws it (./pdf-thread.ts)', () => {
  // The server's thread only hands the quotation over and takes the file back: it stays free for visitors' pages while
  // the worker draws. Drawn on that thread, a PDF kept it busy from start to end (85–160 ms, the first about 700 ms).
  // The two PDFs are timed together, and compared with those drawn here only afterwards: a pause of this thread's own
  // (once 347 of 429 ms for one PDF in a fresh clone's unit stage, most likely its garbage collected after a PDF drawn
  // here) weighs less in the longer time, and no PDF drawn here leaves its garbage in it.
  it('draws the same file in a thread of its own, leaving the server’s thread free meanwhile, the first PDF too', async () => {
    const before = performance.eventLoopUtilization();
    const apart = [await quotationPdfApart(quotation('27')), await quotationPdfApart(quotation('29'))];
    const busy = performance.eventLoopUtilization(before);
    expect(
      busy.utilization,
      `the server's thread busy ${Math.round(busy.active)} of ${Math.round(busy.idle + busy.active)} ms`,
    ).toBeLessThan(0.5);
    expect(apart[0]!.equals(await quotationPdf(quotation('27')))).toBe(true);
    expect(apart[1]!.equals(await quotationPdf(quotation('29')))).toBe(true);
  });
});
