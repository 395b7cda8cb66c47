// Instant quotations (docs/quotations.md): a visitor's request checked and priced with the price book as it is today
// (common/quotation-rules.ts, the rules the builder runs), then kept in one transaction as an enquiry for sales and a
// quotation with its own number and private link. The quotation keeps its lines, prices, rates, seller and terms as
// they were, so a later change to the price book or the settings never alters it.
import { randomBytes } from 'node:crypto';

import { CONSENT_VERSION, isHoneypotFilled, readEnquiryContext } from '../../common/enquiry-rules.ts';
import { formatRupees, rupeesInWords } from '../../common/gst.ts';
import { addDays, formatIndiaDay, indiaDay } from '../../common/india-time.ts';
import { DEFAULT_LANGUAGE, languageOfPath } from '../../common/languages.ts';
import { priceBook, quotationSettings, type PriceItem } from '../../common/kinds/price-book.ts';
import { quotationNumber, unitLabel, type QuotationDocument, type QuotationSeller } from '../../common/quotation.ts';
import { checkQuoteRequest, type QuoteErrors } from '../../common/quotation-rules.ts';
import type { ContentStore } from '../db/content-store.ts';
import { listViews, viewById } from '../db/content-items.ts';
import { EnquiryInbox, type EnquiryRecord } from '../db/enquiry-inbox.ts';
import { EnquiryDesk } from '../enquiries/service.ts';
import { QuotationBook, type StoredQuotation } from '../db/quotations.ts';
import { sentFromPage } from '../shared/responses.ts';
import { wordsIn } from '../shared/words.ts';
import type { MailedQuotation } from '../api/enquiry-mail.ts';

import { dayIn, quotationLanguage, totalInWords } from './document-words.ts';
import { quantityFigure, rateFigure } from '../../common/quotation-figures.ts';

/** A quotation's private page: unguessable (144 random bits). */
export const quotationHref = (token: string) => `/quotation/${token}`;

/** A private link's token: 24 characters of base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** The price book as visitors are quoted from it, in its order. */
export function priceItems(store: ContentStore): PriceItem[] {
  return listViews(store.db, priceBook) as unknown as PriceItem[];
}

interface Settings {
  gstin: string;
  valid_days: number;
  terms: string;
}

/** The seller as today's Site settings and quotation settings name it. */
function sellerOf(store: ContentStore, settings: Settings): QuotationSeller {
  const site = store.siteSettings()[0]!;
  return {
    name: site.company_name,
    legalName: site.legal_name,
    gstin: settings.gstin,
    address: [site.street, `${site.locality} ${site.postal_code}`, site.region].filter(Boolean),
    phone: site.phone,
    email: site.email,
  };
}

/** The lines as the enquiry's text: what sales read in the inbox and the e-mail, in English whatever the quotation's language. */
export function quotationText(document: QuotationDocument, link: string): string {
  return [
    `Quotation ${document.number} (valid until ${formatIndiaDay(document.validUntil)}), for a buyer in ${document.buyer.stateName}${document.buyer.company ? `: ${document.buyer.company}` : ''}${document.buyer.gstin ? `, GSTIN ${document.buyer.gstin}` : ''}.`,
    ...document.lines.map(
      (line) =>
        `${quantityFigure(line.quantity)} × ${line.name} (${unitLabel(line.unit)}) at ${formatRupees(line.unitPaise)}: ${formatRupees(line.taxable)} + GST ${rateFigure(line.rate)}`,
    ),
    `Total with GST: ${formatRupees(document.totals.total)} (${rupeesInWords(document.totals.total)})`,
    `The quotation: ${link}`,
  ].join('\n');
}

/**
 * What the inbox's "Service / plan" shows of a quotation's enquiry: the service whose page it was asked from (the
 * reports count it as that service's lead), and the quotation's number.
 */
function quoteOf(store: ContentStore, sentFrom: unknown, number: string) {
  // A service's page in any language: /service/service-2, /mr/service/service-2.
  const id = typeof sentFrom === 'string' ? languageOfPath(sentFrom).path.match(/^\/service\/service-([0-9]{1,15})$/)?.[1] : undefined;
  const service = id === undefined ? undefined : store.services().find((one) => one.id === Number(id));
  return { service_name: service?.description ?? '', plan_name: `Quotation ${number}` };
}

export type QuotationIntake =
  | { kind: 'made'; quotation: StoredQuotation; enquiry: EnquiryRecord }
  /** The hidden field was filled: nothing kept, answered as if made. */
  | { kind: 'dropped' }
  | { kind: 'refused'; errors: QuoteErrors };

/** Takes a visitor's request for a quotation: refused with a message per field, or kept as a quotation and an enquiry. */
export function makeQuotation(
  store: ContentStore,
  inbox: EnquiryInbox,
  input: Readonly<Record<string, unknown>>,
  siteOrigin: string,
  now = new Date(),
): QuotationIntake {
  if (isHoneypotFilled(input)) return { kind: 'dropped' };
  const day = indiaDay(now);
  // What to correct, and the quotation, in the language of the page the request came from.
  const { lang } = languageOfPath(sentFromPage(input.sent_from_page));
  const check = checkQuoteRequest(priceItems(store), input, day, wordsIn(lang));
  if (!check.ok) return { kind: 'refused', errors: check.errors };
  const { request } = check;
  const settings = viewById(store.db, quotationSettings, 1) as unknown as Settings;
  const book = new QuotationBook(store.db);
  const year = Number(day.slice(0, 4));
  return store.db.transaction((): QuotationIntake => {
    const serial = book.nextSerial(year);
    const token = randomBytes(18).toString('base64url');
    const { lines: _taxes, ...totals } = request.totals;
    const document: QuotationDocument = {
      number: quotationNumber(year, serial),
      revision: 0,
      date: day,
      validUntil: addDays(day, settings.valid_days),
      seller: sellerOf(store, settings),
      buyer: request.buyer,
      lines: request.lines,
      totals,
      words: totalInWords(totals.total, lang),
      terms: settings.terms,
      ...(lang === DEFAULT_LANGUAGE ? {} : { lang }),
    };
    const enquiry = inbox.add(
      {
        full_name: request.buyer.name,
        email: request.buyer.email,
        phone: request.buyer.phone,
        page_details: `Quotation ${document.number}: ${formatRupees(totals.total)}`,
        project_brief: quotationText(document, new URL(quotationHref(token), siteOrigin).href),
      },
      { ...readEnquiryContext(input), ...quoteOf(store, input.sent_from_page, document.number) },
      now,
    );
    const quotation = {
      year,
      serial,
      revision: 0,
      token,
      enquiry_id: enquiry.id,
      total_paise: totals.total,
      document,
      created_at: now.toISOString(),
    };
    const id = book.add(quotation);
    return { kind: 'made', quotation: { ...quotation, id, status: 'sent' }, enquiry };
  })();
}

/** What became of a quotation, as sales mark it; `revised` is set by a revision. */
export const QUOTATION_STATUSES = ['sent', 'revised', 'accepted', 'lost', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
/** The statuses staff set by hand. */
export const MARKED_STATUSES = ['sent', 'accepted', 'lost', 'expired'] as const;

/** An enquiry's quotation and its revisions, oldest first ([] for an enquiry that is not a quotation's). */
export function quotationsOf(store: ContentStore, enquiryId: number): StoredQuotation[] {
  return new QuotationBook(store.db).ofEnquiry(enquiryId);
}

export type Revision =
  | { kind: 'revised'; quotation: StoredQuotation }
  | { kind: 'refused'; errors: QuoteErrors }
  /** The enquiry has no quotation to revise. */
  | { kind: 'none' };

/**
 * A new revision of an enquiry's quotation, as sales change it (quantities by item id, the buyer's state): the same
 * number with the next -R, priced today with today's price book, settings and Site settings, a link of its own; the
 * revision it replaces is marked revised, and the enquiry gets a note saying who made it. Checked by the visitors'
 * rules with the buyer as they gave it.
 */
export function reviseQuotation(
  store: ContentStore,
  actor: string,
  enquiryId: number,
  change: { quantities: Readonly<Record<string, number>>; state: string },
  now = new Date(),
): Revision {
  const book = new QuotationBook(store.db);
  const latest = book.ofEnquiry(enquiryId).at(-1);
  if (!latest) return { kind: 'none' };
  const { buyer } = latest.document;
  const day = indiaDay(now);
  const input = {
    ...Object.fromEntries(Object.entries(change.quantities).map(([id, quantity]) => [`qty-${id}`, quantity])),
    state: change.state,
    full_name: buyer.name,
    company: buyer.company,
    gstin: buyer.gstin,
    email: buyer.email,
    phone: buyer.phone,
    consent_version: CONSENT_VERSION,
  };
  const check = checkQuoteRequest(priceItems(store), input, day);
  if (!check.ok) return { kind: 'refused', errors: check.errors };
  const settings = viewById(store.db, quotationSettings, 1) as unknown as Settings;
  const revision = latest.revision + 1;
  const { lines: _taxes, ...totals } = check.request.totals;
  const document: QuotationDocument = {
    number: quotationNumber(latest.year, latest.serial, revision),
    revision,
    date: day,
    validUntil: addDays(day, settings.valid_days),
    seller: sellerOf(store, settings),
    buyer: check.request.buyer,
    lines: check.request.lines,
    totals,
    // A revision speaks the language its quotation was asked in.
    words: totalInWords(totals.total, quotationLanguage(latest.document)),
    terms: settings.terms,
    ...(latest.document.lang ? { lang: latest.document.lang } : {}),
  };
  return store.db.transaction((): Revision => {
    book.setStatus(enquiryId, latest.id, 'revised');
    const quotation = {
      year: latest.year,
      serial: latest.serial,
      revision,
      token: randomBytes(18).toString('base64url'),
      enquiry_id: enquiryId,
      total_paise: totals.total,
      document,
      created_at: now.toISOString(),
    };
    const id = book.add(quotation);
    new EnquiryDesk(new EnquiryInbox(store.db)).addNote(
      actor,
      enquiryId,
      `Revised the quotation: ${document.number}, ${formatRupees(totals.total)}.`,
    );
    return { kind: 'revised', quotation: { ...quotation, id, status: 'sent' } };
  })();
}

/**
 * Marks one of an enquiry's quotations, with a note on the enquiry saying who did; the quotation as it is then,
 * undefined when it is none of the enquiry's.
 */
export function markQuotation(
  store: ContentStore,
  actor: string,
  enquiryId: number,
  id: number,
  status: QuotationStatus,
): StoredQuotation | undefined {
  const book = new QuotationBook(store.db);
  return store.db.transaction(() => {
    if (!book.setStatus(enquiryId, id, status)) return undefined;
    const marked = book.ofEnquiry(enquiryId).find((quotation) => quotation.id === id)!;
    new EnquiryDesk(new EnquiryInbox(store.db)).addNote(actor, enquiryId, `Marked the quotation ${marked.document.number} ${status}.`);
    return marked;
  })();
}

/** Notes on the enquiry that its quotation was e-mailed again, and by whom. */
export function noteSent(store: ContentStore, actor: string, quotation: StoredQuotation): void {
  if (quotation.enquiry_id === null) return;
  new EnquiryDesk(new EnquiryInbox(store.db)).addNote(
    actor,
    quotation.enquiry_id,
    `E-mailed the quotation ${quotation.document.number} to ${quotation.document.buyer.email} again.`,
  );
}

/** What the quotation's e-mail to the buyer says of it, in its language. */
export function mailedQuotation(quotation: StoredQuotation, siteOrigin: string): MailedQuotation {
  const { document } = quotation;
  const lang = quotationLanguage(document);
  return {
    number: document.number,
    link: new URL(quotationHref(quotation.token), siteOrigin).href,
    total: formatRupees(document.totals.total),
    validUntil: dayIn(document.validUntil, lang),
    lang,
  };
}

/** The quotation of a private link, undefined for a token that is not one. */
export function quotationByToken(store: ContentStore, token: string): StoredQuotation | undefined {
  return TOKEN_PATTERN.test(token) ? new QuotationBook(store.db).byToken(token) : undefined;
}
