// A quotation's private page (docs/quotations.md): the document as the visitor keeps it — number, dates, seller and
// buyer, lines with HSN/SAC and tax, totals, the total in words and the terms — with its PDF, a WhatsApp chat with the
// company that names its number, and a WhatsApp share. A page of its own, made by the server from the kept
// quotation: printable, with a style of its own, no script, never stored by a cache, never indexed. In the language the
// quotation was asked in (./document-words.ts), the price book's items, the seller's address and the terms (English)
// marked as English on a Marathi or Hindi page. Its figures are written as its PDF writes them (common/quotation-figures.ts).
import { formatRupees } from '../../common/gst.ts';
import { DEFAULT_LANGUAGE, languageTag, pathInLanguage } from '../../common/languages.ts';
import { QUOTE_PATH } from '../../common/kinds/price-book.ts';
import { unitLabel, type QuotationDocument } from '../../common/quotation.ts';
import { DEVANAGARI_FONT_STACK, devanagariFontFace, devanagariFontPreload, styleHash } from '../shared/devanagari-font.ts';
import { escapeHtml } from '../shared/escape-html.ts';
import type { Words } from '../shared/words.ts';

import { dayIn, quotationLanguage, quotationWords } from './document-words.ts';
import { quantityFigure, rateFigure, roundOffFigure } from '../../common/quotation-figures.ts';

const STYLE = `
:root{color-scheme:light dark;--ink:#1b1f24;--muted:#555d66;--line:#d0d5db;--paper:#fff;--head:#f1f3f5;--link:#0b57b7}
@media (prefers-color-scheme:dark){:root{--ink:#e8eaed;--muted:#b3b9c0;--line:#3c4248;--paper:#15181b;--head:#22272c;--link:#8ab8ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 ${DEVANAGARI_FONT_STACK};color:var(--ink);background:var(--paper)}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}a{color:var(--link)}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 24px;align-items:baseline;border-bottom:2px solid var(--ink);padding-bottom:12px}
h1{font-size:1.75rem;margin:0}.number{white-space:nowrap}h2{font-size:1.1rem;margin:0 0 4px}.muted{color:var(--muted)}
.parties{display:grid;gap:16px;margin:20px 0}@media (min-width:640px){.parties{grid-template-columns:1fr 1fr}}
.parties p{margin:0}.table{overflow-x:auto}table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}th{background:var(--head);font-size:.875rem}
td.n,th.n{text-align:right;white-space:nowrap}.desc{display:block;color:var(--muted);font-size:.875rem}
.totals{margin:16px 0 0 auto;max-width:360px}.totals td{border:0;padding:4px 8px}.totals tr.total td{font-weight:700;font-size:1.15rem;border-top:2px solid var(--ink)}
.words{text-align:right;font-style:italic;margin:8px 0 24px}.actions{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0}
.actions a{display:inline-block;padding:12px 18px;border:2px solid var(--link);border-radius:6px;text-decoration:none;font-weight:600;min-height:48px}
.actions a.primary{background:var(--link);color:var(--paper)}.terms p{margin:0 0 8px}
@media (max-width:639.98px){.table{overflow:visible}.lines thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.lines,.lines tbody,.lines tr,.lines td{display:block}.lines caption{display:block;text-align:left}
.lines tr{position:relative;padding:12px 0 12px 28px;border-bottom:1px solid var(--line)}.lines td{border:0;padding:2px 0}
.lines td.no{position:absolute;left:0;top:12px;padding:0}.lines td.item{font-weight:600}.lines td.item .desc{font-weight:400;margin-bottom:4px}
.lines td[data-label]{display:flex;justify-content:space-between;align-items:baseline;gap:12px}.lines td[data-label] .desc{display:inline}
.lines td[data-label]::before{content:attr(data-label);content:attr(data-label) / "";color:var(--muted);font-size:.875rem;text-align:left;white-space:normal}}
@media print{.actions{display:none}:root{--ink:#000;--muted:#333;--paper:#fff;--head:#eee}}
`;

/**
 * Devanagari in a quotation (a Marathi or Hindi one, a buyer's name in either): drawn in the site's own Noto Sans
 * Devanagari (../shared/devanagari-font.ts), so a phone or computer without a Devanagari font reads it too, and the
 * font preloaded only by a page that holds it. None without a build (development).
 */
const DEVANAGARI = /[\u0900-\u097F]/;

/** The policy for each font file (one per build), worked out at the first page that asks, not at every one. */
const policies = new Map<string | undefined, string>();

/** The page's Content-Security-Policy: its styles, the font of its own, nothing that runs, no frame. */
export function quotationPageCsp(devanagariFont?: string): string {
  let policy = policies.get(devanagariFont);
  if (policy === undefined) {
    const fontStyle = devanagariFont ? ` ${styleHash(devanagariFontFace(devanagariFont))}; font-src 'self'` : '';
    policy = `default-src 'none'; style-src ${styleHash(STYLE)}${fontStyle}; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    policies.set(devanagariFont, policy);
  }
  return policy;
}

/** A WhatsApp chat with the company whose first message names the quotation: sales match the chat to the lead. */
export function whatsappAboutQuotation(companyNumber: string, number: string, t: Words): string {
  return `https://wa.me/${companyNumber}?text=${encodeURIComponent(t('Hello, I have a question about quotation {number}.', { number }))}`;
}

/** A WhatsApp share of the quotation (to a colleague or an accountant): its number and link. */
export function whatsappShare(number: string, link: string, t: Words): string {
  return `https://wa.me/?text=${encodeURIComponent(t('Quotation {number} from {company}: {link}', { number, company: 'Dexterity', link }))}`;
}

const money = (paise: number) => escapeHtml(formatRupees(paise));

/**
 * The quotation's page; `link` is its own address, `pdf` its PDF's, `companyWhatsapp` the company's chat number,
 * `devanagariFont` the address of the build's Noto Sans Devanagari file (quotationPageCsp allows it).
 */
export function quotationPage(
  document: QuotationDocument,
  { link, pdf, companyWhatsapp, devanagariFont }: { link: string; pdf: string; companyWhatsapp: string; devanagariFont?: string },
) {
  const { seller, buyer, totals } = document;
  const lang = quotationLanguage(document);
  const t = quotationWords(document);
  // What staff wrote in English (the price book's items, the seller's address, the terms), marked so on a Marathi or
  // Hindi page: a screen reader reads it as English, a browser offers to translate it.
  const en = lang === DEFAULT_LANGUAGE ? '' : ' lang="en"';
  // A figure's column name, which a phone shows beside it: there each line is a block, its figures one under another.
  const label = (name: string) => ` data-label="${escapeHtml(name)}"`;
  const rows = document.lines
    .map(
      (
        line,
        index,
      ) => `<tr><td class="n no">${index + 1}</td><td class="item"${en}>${escapeHtml(line.name)}${line.description ? `<span class="desc">${escapeHtml(line.description)}</span>` : ''}</td>
<td${label('HSN/SAC')}>${escapeHtml(line.hsnSac)}</td><td class="n"${label(t('Qty'))}><span>${quantityFigure(line.quantity)} <span class="desc">${escapeHtml(t(unitLabel(line.unit)))}</span></span></td>
<td class="n"${label(t('Rate'))}>${money(line.unitPaise)}</td><td class="n"${label(t('Taxable value'))}>${money(line.taxable)}</td><td class="n"${label('GST')}>${rateFigure(line.rate)}</td></tr>`,
    )
    .join('');
  const taxes = totals.intraState
    ? `<tr><td>CGST</td><td class="n">${money(totals.cgst)}</td></tr><tr><td>SGST</td><td class="n">${money(totals.sgst)}</td></tr>`
    : `<tr><td>IGST</td><td class="n">${money(totals.igst)}</td></tr>`;
  const roundOff =
    totals.roundOff === 0
      ? ''
      : `<tr><td>${escapeHtml(t('Round-off'))}</td><td class="n">${escapeHtml(roundOffFigure(totals.roundOff))}</td></tr>`;
  const buyerLines = [
    buyer.name,
    buyer.company,
    buyer.gstin && t('GSTIN: {gstin}', { gstin: buyer.gstin }),
    t('State: {state} ({code})', { state: t(buyer.stateName), code: buyer.stateCode }),
    buyer.email,
    buyer.phone,
  ].filter(Boolean);
  const sellerLines = [seller.legalName, ...seller.address, seller.phone, seller.email, seller.gstin && `GSTIN: ${seller.gstin}`].filter(
    Boolean,
  );
  const paragraphs = (lines: readonly string[], mark = '') => lines.map((line) => `<p${mark}>${escapeHtml(line)}</p>`).join('');
  const terms = document.terms.split('\n').filter((line) => line.trim());
  const title = t('Quotation {number}', { number: document.number });
  const description = t('{title}: {total} with GST, valid until {date}.', {
    title,
    total: formatRupees(totals.total),
    date: dayIn(document.validUntil, lang),
  });
  // Asked for with the page where it draws Devanagari, so that it is there for the first paint.
  const preload =
    devanagariFont && (lang !== DEFAULT_LANGUAGE || DEVANAGARI.test(JSON.stringify(document))) ? devanagariFontPreload(devanagariFont) : '';
  const th = (text: string, figures = false) => `<th${figures ? ' class="n"' : ''} scope="col">${escapeHtml(text)}</th>`;
  return `<!doctype html>
<html lang="${languageTag(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(`${title} | ${seller.name}`)}</title><meta name="description" content="${escapeHtml(description)}">
<style>${STYLE}</style>${devanagariFont ? `<style>${devanagariFontFace(devanagariFont)}</style>` : ''}${preload}</head>
<body><main>
<div class="top"><h1>${escapeHtml(t('Quotation'))} <span class="number">${escapeHtml(document.number)}</span></h1><p class="muted">${escapeHtml(
    t('Date {date} · Valid until {until}', { date: dayIn(document.date, lang), until: dayIn(document.validUntil, lang) }),
  )}</p></div>
<div class="parties"><section aria-labelledby="from"><h2 id="from">${escapeHtml(t('From'))}</h2>${paragraphs(sellerLines, en)}</section>
<section aria-labelledby="for"><h2 id="for">${escapeHtml(t('Quotation for'))}</h2>${paragraphs(buyerLines)}</section></div>
<div class="table" role="region" aria-label="${escapeHtml(t('Items'))}" tabindex="0"><table class="lines"><caption class="muted">${escapeHtml(t('Prices in Indian rupees'))}</caption>
<thead><tr>${th('#', true)}${th(t('Item'))}${th('HSN/SAC')}${th(t('Qty'), true)}${th(t('Rate'), true)}${th(t('Taxable value'), true)}${th('GST', true)}</tr></thead>
<tbody>${rows}</tbody></table></div>
<table class="totals"><tbody><tr><td>${escapeHtml(t('Taxable value'))}</td><td class="n">${money(totals.taxable)}</td></tr>${taxes}${roundOff}
<tr class="total"><td>${escapeHtml(t('Total'))}</td><td class="n">${money(totals.total)}</td></tr></tbody></table>
<p class="words">${escapeHtml(document.words)}</p>
<div class="actions"><a class="primary" href="${escapeHtml(pdf)}" download>${escapeHtml(t('Download the PDF'))}</a>
${companyWhatsapp ? `<a href="${escapeHtml(whatsappAboutQuotation(companyWhatsapp, document.number, t))}" rel="noopener noreferrer">${escapeHtml(t('Ask us on WhatsApp'))}</a>` : ''}
<a href="${escapeHtml(whatsappShare(document.number, link, t))}" rel="noopener noreferrer">${escapeHtml(t('Share on WhatsApp'))}</a><a href="${escapeHtml(pathInLanguage(lang, QUOTE_PATH))}">${escapeHtml(t('Make another quotation'))}</a></div>
${terms.length ? `<section class="terms" aria-labelledby="terms"><h2 id="terms">${escapeHtml(t('Terms'))}</h2>${paragraphs(terms, en)}</section>` : ''}
<p class="muted"><a href="${escapeHtml(pathInLanguage(lang, '/'))}"${en}>${escapeHtml(seller.name)}</a></p>
</main></body></html>`;
}
