// A quotation as a PDF (A4), as the buyer downloads it and as it is attached to its e-mail: the heading with its number
// and dates, the seller and the buyer, the lines with their HSN/SAC codes, the totals with CGST + SGST or IGST, the
// total in words and the terms, and on every page a footer with the number and the page. Black on white, so it prints
// as it shows. In the language the quotation was asked in (./document-words.ts): its labels, dates and total in words;
// Devanagari drawn with Noto Sans Devanagari. pdfkit draws it; it is loaded on the first PDF asked for, not when the
// server starts.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

import type PDFDocumentClass from 'pdfkit';

import { formatRupees } from '../../common/gst.ts';
import { unitLabel, type QuotationDocument, type QuotationLine } from '../../common/quotation.ts';
import type { Words } from '../shared/words.ts';

import { dayIn, quotationLanguage, quotationWords } from './document-words.ts';
import { quantityFigure, rateFigure, roundOffFigure } from '../../common/quotation-figures.ts';

type Doc = InstanceType<typeof PDFDocumentClass>;

/**
 * The fonts: Inter, embedded (the PDF standard fonts have no ₹). Inter's npm package splits each weight into subsets:
 * "latin" has the letters, digits and punctuation but not ₹ (U+20B9), which only "latin-ext" has, and "latin-ext" has
 * no digits. So text is drawn in runs: the characters of the latin subset's range in latin, any other (₹, accented
 * letters beyond Latin-1) in latin-ext. Only the glyphs drawn are embedded.
 */
const FONT_FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  'regular-ext': '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
  'bold-ext': '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  // A buyer's name or business in Marathi or Hindi: Noto Sans Devanagari, its conjuncts and vowel signs shaped by
  // fontkit's Indic shaper.
  'regular-deva': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'bold-deva': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;

type Weight = 'regular' | 'bold';
type FontName = keyof typeof FONT_FILES;

/** The characters the latin subset covers: its unicode-range in @fontsource/inter's CSS. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const inLatin = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return LATIN_RANGES.some(([from, to]) => code >= from && code <= to);
};

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps: each table inflated once, here, with Node's zlib. Handed the
 * WOFF itself, fontkit inflates a table (the whole of `glyf`) each time it reads a glyph from it, in JavaScript: some
 * 200 ms of the event loop a PDF.
 */
function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The sfnt: its offset table, a record a table, then the tables, each from a 4-byte boundary.
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fontData: Promise<Record<FontName, Buffer>> | undefined;
function loadFonts(): Promise<Record<FontName, Buffer>> {
  const require = createRequire(import.meta.url);
  fontData ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([name, file]) => [name, sfntOfWoff(await readFile(require.resolve(file)))] as const),
  )
    .then((entries) => Object.fromEntries(entries) as Record<FontName, Buffer>)
    .catch((error: unknown) => {
      fontData = undefined;
      throw error;
    });
  return fontData;
}

/** A4 in points, and the margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - LEFT;
/** The footer's line, and the lowest the content goes (a little above it). */
const FOOTER_Y = PAGE.height - PAGE.margin + 8;
const BOTTOM = PAGE.height - PAGE.margin - 6;

const LINE_HEIGHT = 1.3;
const RULE = '#808080';
const HEADER_FILL = '#ececec';

interface Style {
  size: number;
  weight?: Weight;
  /** Figures of one width (amounts, quantities). */
  tabular?: boolean;
}

/** Tabular figures for amounts: they line up digit under digit, and "7," is not kerned into one shape. */
const textOptions = (style: Style): PDFKit.Mixins.TextOptions => (style.tabular ? { features: ['tnum'] } : {});

/** The PDF's creation date: the quotation's date (so the same quotation always gives the same file). */
function creationDate(day: string): Date | undefined {
  const match = day.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}

/** Devanagari and its extensions (the Vedic marks, Devanagari Extended). */
const isDevanagari = (code: number) =>
  (code >= 0x0900 && code <= 0x097f) || (code >= 0x1cd0 && code <= 0x1cff) || (code >= 0xa8e0 && code <= 0xa8ff);
/** The zero-width non-joiner and joiner, which choose a conjunct's form: they stay in their word's run. */
const isJoiner = (code: number) => code === 0x200c || code === 0x200d;

/** Text split into runs of one font each: Devanagari words whole (with their joiners), so they are shaped as words. */
function runs(text: string, weight: Weight): { font: FontName; text: string }[] {
  const found: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const previous = found[found.length - 1]?.font;
    const font: FontName =
      isDevanagari(code) || (isJoiner(code) && previous === `${weight}-deva`) ? `${weight}-deva` : inLatin(char) ? weight : `${weight}-ext`;
    const last = found[found.length - 1];
    if (last && last.font === font) last.text += char;
    else found.push({ font, text: char });
  }
  return found;
}

/** Lays out text on the document: measures, wraps and draws it, each line at a place it is given. */
class Writer {
  constructor(private readonly doc: Doc) {}

  width(text: string, style: Style): number {
    const options = textOptions(style);
    return runs(text, style.weight ?? 'regular').reduce(
      (sum, run) => sum + this.doc.font(run.font).fontSize(style.size).widthOfString(run.text, options),
      0,
    );
  }

  lineHeight(style: Style): number {
    return style.size * LINE_HEIGHT;
  }

  /** The lines text takes in a width: its own lines, each wrapped at spaces, a word too long for the width broken. */
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const tried = line ? `${line} ${word}` : word;
        if (this.width(tried, style) <= width) {
          line = tried;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        // A word wider than the whole width (a long e-mail address) is broken where it must be.
        let rest = [...word];
        while (rest.length > 1 && this.width(rest.join(''), style) > width) {
          let cut = 1;
          while (cut < rest.length && this.width(rest.slice(0, cut + 1).join(''), style) <= width) cut++;
          lines.push(rest.slice(0, cut).join(''));
          rest = rest.slice(cut);
        }
        line = rest.join('');
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line of text at (x, y), the top of its line; aligned within `width` from x when given. */
  line(text: string, x: number, y: number, style: Style, align: 'left' | 'right' | 'center' = 'left', width = 0) {
    const measured = align === 'left' ? 0 : this.width(text, style);
    let at = align === 'right' ? x + width - measured : align === 'center' ? x + (width - measured) / 2 : x;
    const options = textOptions(style);
    for (const run of runs(text, style.weight ?? 'regular')) {
      this.doc
        .font(run.font)
        .fontSize(style.size)
        .fillColor('black')
        .text(run.text, at, y, { ...options, lineBreak: false });
      at += this.doc.widthOfString(run.text, options);
    }
  }

  /** Lines one under the other from y; returns the y below them. */
  lines(lines: readonly string[], x: number, y: number, style: Style, align: 'left' | 'right' = 'left', width = 0): number {
    for (const text of lines) {
      this.line(text, x, y, style, align, width);
      y += this.lineHeight(style);
    }
    return y;
  }
}

interface Column {
  /** Its heading in the quotation's words. */
  title: (t: Words) => string;
  width: number;
  align: 'left' | 'right';
}

const PAD = 4;
const BODY: Style = { size: 8.5 };
const FIGURES: Style = { ...BODY, tabular: true };
const SMALL: Style = { size: 7.5 };
const HEAD: Style = { size: 8, weight: 'bold' };

const COLUMNS: Column[] = [
  { title: () => '#', width: 20, align: 'right' },
  { title: (t) => t('Item'), width: 0, align: 'left' },
  { title: () => 'HSN/SAC', width: 50, align: 'left' },
  { title: (t) => t('Qty'), width: 58, align: 'right' },
  { title: (t) => t('Rate'), width: 76, align: 'right' },
  { title: (t) => t('Taxable value'), width: 82, align: 'right' },
  { title: () => 'GST %', width: 38, align: 'right' },
];
COLUMNS[1]!.width = CONTENT_WIDTH - COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** The cells of a line: each a list of (text, style) blocks drawn one under the other. */
function cellsOf(line: QuotationLine, index: number, t: Words): { text: string; style: Style }[][] {
  return [
    [{ text: String(index + 1), style: FIGURES }],
    [
      { text: line.name, style: { ...BODY, weight: 'bold' } },
      ...(line.description.trim() ? [{ text: line.description.trim(), style: SMALL }] : []),
    ],
    [{ text: line.hsnSac, style: BODY }],
    [
      { text: quantityFigure(line.quantity), style: FIGURES },
      ...(unitLabel(line.unit) ? [{ text: t(unitLabel(line.unit)), style: SMALL }] : []),
    ],
    [{ text: formatRupees(line.unitPaise), style: FIGURES }],
    [{ text: formatRupees(line.taxable), style: FIGURES }],
    [{ text: rateFigure(line.rate), style: FIGURES }],
  ];
}

/** pdfkit and the fonts, each loaded once: what the first PDF waits for. */
export const pdfTools = () => Promise.all([import('pdfkit'), loadFonts()]);

/** The quotation as an A4 PDF. */
export async function quotationPdf(quotation: QuotationDocument): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await pdfTools();
  const lang = quotationLanguage(quotation);
  const t = quotationWords(quotation);
  const created = creationDate(quotation.date);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    displayTitle: true,
    lang: `${lang}-IN`,
    info: {
      Title: t('Quotation {number}', { number: quotation.number }),
      Author: quotation.seller.name || quotation.seller.legalName,
      Subject: t('Quotation for {buyer}', { buyer: quotation.buyer.company || quotation.buyer.name }),
      ...(created ? { CreationDate: created, ModDate: created } : {}),
    },
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = new Writer(doc);
  let y: number = PAGE.margin;
  const rule = (at: number, color = RULE, width = 0.5) =>
    doc.moveTo(LEFT, at).lineTo(RIGHT, at).lineWidth(width).strokeColor(color).stroke();
  const nextPage = () => {
    doc.addPage();
    y = PAGE.margin;
  };
  /** Whether there is room for `height` more on this page; if not, the next page is begun. */
  const room = (height: number) => {
    if (y + height <= BOTTOM) return true;
    nextPage();
    return false;
  };

  // 1. The heading: "Quotation", and the number and dates on the right.
  const title: Style = { size: 20, weight: 'bold' };
  write.line(t('Quotation'), LEFT, y, title);
  const meta: [string, string][] = [
    [t('No.'), quotation.number],
    [t('Date'), dayIn(quotation.date, lang)],
    [t('Valid until'), dayIn(quotation.validUntil, lang)],
  ];
  const metaLabelX = RIGHT - 200;
  let metaY = y + 2;
  for (const [label, value] of meta) {
    write.line(label, metaLabelX, metaY, BODY);
    write.line(value, metaLabelX + 60, metaY, { ...BODY, weight: 'bold' }, 'right', 140);
    metaY += write.lineHeight(BODY);
  }
  y = Math.max(y + write.lineHeight(title), metaY) + 8;
  rule(y);
  y += 10;

  // 2 and 3. The seller on the left, the buyer ("Quotation for") on the right.
  const half = (CONTENT_WIDTH - 24) / 2;
  const { seller, buyer } = quotation;
  const label: Style = { size: 7.5, weight: 'bold' };
  const block = (heading: string, name: string, rest: string[], x: number) => {
    let at = write.lines([heading], x, y, label);
    at = write.lines(write.wrap(name, half, { size: 10, weight: 'bold' }), x, at + 1, { size: 10, weight: 'bold' });
    for (const text of rest.filter((entry) => entry.trim())) at = write.lines(write.wrap(text, half, BODY), x, at, BODY);
    return at;
  };
  const sellerBottom = block(
    t('From'),
    seller.legalName || seller.name,
    [
      ...seller.address,
      seller.phone ? t('Phone: {phone}', { phone: seller.phone }) : '',
      seller.email ? t('E-mail: {email}', { email: seller.email }) : '',
      seller.gstin ? t('GSTIN: {gstin}', { gstin: seller.gstin }) : '',
    ],
    LEFT,
  );
  const buyerBottom = block(
    t('Quotation for'),
    buyer.name,
    [
      buyer.company,
      buyer.gstin ? t('GSTIN: {gstin}', { gstin: buyer.gstin }) : '',
      buyer.stateName || buyer.stateCode ? t('State: {state} ({code})', { state: t(buyer.stateName), code: buyer.stateCode }) : '',
      buyer.email ? t('E-mail: {email}', { email: buyer.email }) : '',
      buyer.phone ? t('Phone: {phone}', { phone: buyer.phone }) : '',
    ],
    LEFT + half + 24,
  );
  y = Math.max(sellerBottom, buyerBottom) + 14;

  // 4. The lines, the header repeated on each page the table reaches.
  const tableHeader = () => {
    const height = write.lineHeight(HEAD) + PAD * 2;
    doc.rect(LEFT, y, CONTENT_WIDTH, height).fillColor(HEADER_FILL).fill();
    let x = LEFT;
    for (const column of COLUMNS) {
      write.line(column.title(t), x + PAD, y + PAD, HEAD, column.align, column.width - PAD * 2);
      x += column.width;
    }
    y += height;
    rule(y);
  };
  const headerHeight = write.lineHeight(HEAD) + PAD * 2;
  room(headerHeight + 40);
  tableHeader();
  quotation.lines.forEach((line, index) => {
    // Each line of text of the row's cells, with its place below the row's top.
    const placed: { text: string; style: Style; column: number; top: number }[] = [];
    cellsOf(line, index, t).forEach((blocks, column) => {
      let top = 0;
      for (const { text, style } of blocks) {
        for (const wrapped of write.wrap(text, COLUMNS[column]!.width - PAD * 2, style)) {
          placed.push({ text: wrapped, style, column, top });
          top += write.lineHeight(style);
        }
      }
    });
    const height = Math.max(...placed.map(({ style, top }) => top + write.lineHeight(style)));
    // A row starts where all of it fits, or, taller than a page, on a page of its own, and goes on over the next.
    if (!room(Math.min(height + PAD * 2, BOTTOM - PAGE.margin - headerHeight))) tableHeader();
    let shift = 0;
    for (const { text, style, column, top } of placed.sort((a, b) => a.top - b.top)) {
      if (y + PAD + top - shift + write.lineHeight(style) > BOTTOM) {
        nextPage();
        tableHeader();
        shift = top;
      }
      const x = LEFT + COLUMNS.slice(0, column).reduce((sum, { width }) => sum + width, 0);
      const { width, align } = COLUMNS[column]!;
      write.line(text, x + PAD, y + PAD + top - shift, style, align, width - PAD * 2);
    }
    y += height - shift + PAD * 2;
    rule(y, '#b0b0b0', 0.4);
  });
  y += 10;

  // 5. The totals, right-aligned, and the total in words.
  const { totals } = quotation;
  // Each amount's name as the quotation says it, and whether it is the round-off (signed either way).
  const amounts: (readonly [string, number, boolean?])[] = [
    [t('Taxable value'), totals.taxable],
    ...(totals.intraState
      ? ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as const)
      : ([['IGST', totals.igst]] as const)),
    ...(totals.roundOff !== 0 ? ([[t('Round-off'), totals.roundOff, true]] as const) : []),
  ];
  const total: Style = { size: 11, weight: 'bold' };
  const wordsStyle: Style = { size: 9 };
  const totalsWidth = 230;
  const totalsX = RIGHT - totalsWidth;
  const words = write.wrap(quotation.words, CONTENT_WIDTH, wordsStyle);
  room(amounts.length * write.lineHeight(BODY) + 6 + write.lineHeight(total) + 6 + words.length * write.lineHeight(wordsStyle));
  for (const [name, paise, roundOff] of amounts) {
    // The round-off is signed either way, as on the page: +₹0.76, −₹0.24.
    const amount = roundOff ? roundOffFigure(paise) : formatRupees(paise);
    write.line(name, totalsX, y, BODY);
    write.line(amount, totalsX, y, FIGURES, 'right', totalsWidth);
    y += write.lineHeight(BODY);
  }
  y += 2;
  doc.moveTo(totalsX, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor('black').stroke();
  y += 4;
  write.line(t('Total'), totalsX, y, total);
  write.line(formatRupees(totals.total), totalsX, y, { ...total, tabular: true }, 'right', totalsWidth);
  y += write.lineHeight(total) + 6;
  y = write.lines(words, LEFT, y, wordsStyle, 'right', CONTENT_WIDTH);

  // 6. The terms, one paragraph a line, flowing onto the next page when they must.
  const paragraphs = quotation.terms
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length > 0) {
    y += 16;
    const heading: Style = { size: 10, weight: 'bold' };
    room(write.lineHeight(heading) + write.lineHeight(BODY));
    write.line(t('Terms'), LEFT, y, heading);
    y += write.lineHeight(heading) + 2;
    for (const paragraph of paragraphs) {
      for (const text of write.wrap(paragraph, CONTENT_WIDTH, BODY)) {
        room(write.lineHeight(BODY));
        write.line(text, LEFT, y, BODY);
        y += write.lineHeight(BODY);
      }
      y += 3;
    }
  }

  // 7. The footer on every page.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    doc
      .moveTo(LEFT, FOOTER_Y - 5)
      .lineTo(RIGHT, FOOTER_Y - 5)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    write.line(
      t('{number} · page {page} of {pages}', { number: quotation.number, page: page - start + 1, pages: count }),
      LEFT,
      FOOTER_Y,
      SMALL,
      'center',
      CONTENT_WIDTH,
    );
  }
  doc.end();
  return ended;
}
