// The quotations of an enquiry (docs/quotations.md): each revision with its document, its status and its private link;
// a new revision priced with today's price book; the latest e-mailed again; its status set by sales. And the price
// book the revision form lists. Answers are read leniently: a malformed quotation is left out, a malformed field
// becomes empty.
import type { QuotationBuyer, QuotationDocument, QuotationLine, QuotationSeller } from '@common/quotation';
import { priceBook, type PriceItem } from '@common/kinds/price-book';
import { isRecord, listOf, toAmount, toId, toSafeUrl, toText } from '@/lib/validate';

import { staffGet, staffSend } from '@/lib/staff/staff-request';

/** A quotation's statuses: `revised` is set by the server when a newer revision is made, never by sales. */
export const QUOTATION_STATUSES = ['sent', 'revised', 'accepted', 'lost', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** The statuses sales set on a quotation, with their words. */
export const SETTABLE_QUOTATION_STATUSES = [
  ['sent', 'Sent'],
  ['accepted', 'Accepted'],
  ['lost', 'Lost'],
  ['expired', 'Expired'],
] as const;
export type SettableQuotationStatus = (typeof SETTABLE_QUOTATION_STATUSES)[number][0];

/** A status as sales read it: "Accepted". */
export const quotationStatusLabel = (status: QuotationStatus) => status[0]!.toUpperCase() + status.slice(1);

export interface StaffQuotation {
  id: number;
  /** DX-Q-2026-00042, or DX-Q-2026-00042-R1 for a revision. */
  number: string;
  revision: number;
  status: QuotationStatus;
  /** When it was made, ISO UTC. */
  created_at: string;
  /** The buyer's private page, `/quotation/<token>` ('' when the answer had no usable address). */
  href: string;
  total_paise: number;
  document: QuotationDocument;
}

/** What a revision is made of: the quantity of each price book item by its id, and the buyer's GST state code. */
export interface RevisionRequest {
  quantities: Record<string, number>;
  state: string;
}

const quotationsPath = (enquiryId: number) => `/api/staff/enquiries/${enquiryId}/quotations`;
const quotationPath = (enquiryId: number, quotationId: number) => `${quotationsPath(enquiryId)}/${quotationId}`;
const PRICE_BOOK = priceBook.publicApi[0].path;

const amount = (value: unknown) => toAmount(value) ?? 0;

function isStatus(value: unknown): value is QuotationStatus {
  return (QUOTATION_STATUSES as readonly unknown[]).includes(value);
}

/** The quotation's PDF: its page's address and `/pdf` ('' when there is no page). */
export const quotationPdfHref = (quotation: StaffQuotation) => (quotation.href ? `${quotation.href}/pdf` : '');

function readLine(value: unknown): QuotationLine | undefined {
  if (!isRecord(value)) return undefined;
  return {
    itemId: toId(value.itemId) ?? 0,
    name: toText(value.name),
    description: toText(value.description),
    hsnSac: toText(value.hsnSac),
    unit: toText(value.unit),
    quantity: amount(value.quantity),
    unitPaise: amount(value.unitPaise),
    rate: amount(value.rate),
    taxable: amount(value.taxable),
    cgst: amount(value.cgst),
    sgst: amount(value.sgst),
    igst: amount(value.igst),
  };
}

function readSeller(value: unknown): QuotationSeller {
  const seller = isRecord(value) ? value : {};
  return {
    name: toText(seller.name),
    legalName: toText(seller.legalName),
    gstin: toText(seller.gstin),
    address: listOf(seller.address, (line) => (typeof line === 'string' ? line : undefined)),
    phone: toText(seller.phone),
    email: toText(seller.email),
  };
}

function readBuyer(value: unknown): QuotationBuyer {
  const buyer = isRecord(value) ? value : {};
  return {
    name: toText(buyer.name),
    company: toText(buyer.company),
    gstin: toText(buyer.gstin),
    stateCode: toText(buyer.stateCode),
    stateName: toText(buyer.stateName),
    email: toText(buyer.email),
    phone: toText(buyer.phone),
  };
}

function readDocument(value: unknown): QuotationDocument {
  const document = isRecord(value) ? value : {};
  const totals = isRecord(document.totals) ? document.totals : {};
  return {
    number: toText(document.number),
    revision: amount(document.revision),
    date: toText(document.date),
    validUntil: toText(document.validUntil),
    seller: readSeller(document.seller),
    buyer: readBuyer(document.buyer),
    lines: listOf(document.lines, readLine),
    totals: {
      intraState: totals.intraState === true,
      taxable: amount(totals.taxable),
      cgst: amount(totals.cgst),
      sgst: amount(totals.sgst),
      igst: amount(totals.igst),
      exact: amount(totals.exact),
      roundOff: amount(totals.roundOff),
      total: amount(totals.total),
    },
    words: toText(document.words),
    terms: toText(document.terms),
  };
}

function readQuotation(value: unknown): StaffQuotation | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  if (id === undefined) return undefined;
  const document = readDocument(value.document);
  return {
    id,
    number: toText(value.number) || document.number,
    revision: toAmount(value.revision) ?? document.revision,
    status: isStatus(value.status) ? value.status : 'sent',
    created_at: toText(value.created_at),
    href: toSafeUrl(value.href),
    total_paise: toAmount(value.total_paise) ?? document.totals.total,
    document,
  };
}

function readRates(value: unknown): PriceItem['gst_rates'] {
  return listOf(value, (rate) => (isRecord(rate) ? { from: toText(rate.from), rate: amount(rate.rate) } : undefined));
}

function readTiers(value: unknown): PriceItem['tiers'] {
  return listOf(value, (tier) => (isRecord(tier) ? { min: amount(tier.min), price: amount(tier.price) } : undefined));
}

function readPriceItem(value: unknown): PriceItem | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  const name = toText(value.name);
  if (id === undefined || !name) return undefined;
  return {
    id,
    name,
    description: toText(value.description),
    hsn_sac: toText(value.hsn_sac),
    unit: toText(value.unit),
    price: amount(value.price),
    gst_rates: readRates(value.gst_rates),
    tiers: readTiers(value.tiers),
    service_ids: listOf(value.service_ids, toId),
  };
}

/** An enquiry's quotations, oldest first: the last is the latest revision. None for an enquiry that is not a quotation's. */
export async function listQuotations(enquiryId: number): Promise<StaffQuotation[]> {
  return listOf((await staffGet(quotationsPath(enquiryId))).quotations, readQuotation);
}

/** Makes a new revision priced with today's price book; the earlier one becomes `revised`. Answers the new revision. */
export async function reviseQuotation(enquiryId: number, request: RevisionRequest): Promise<StaffQuotation | undefined> {
  return readQuotation((await staffSend('POST', quotationsPath(enquiryId), request)).data.quotation);
}

/** E-mails a quotation to its buyer again, with its PDF; answers the server's words for what was done. */
export async function sendQuotation(enquiryId: number, quotationId: number): Promise<string> {
  const { message } = await staffSend('POST', `${quotationPath(enquiryId, quotationId)}/send`);
  return message || 'The quotation was e-mailed to the buyer.';
}

/** Sets a quotation's status; answers the quotation as it is now. */
export async function setQuotationStatus(
  enquiryId: number,
  quotationId: number,
  status: SettableQuotationStatus,
): Promise<StaffQuotation | undefined> {
  return readQuotation((await staffSend('PATCH', quotationPath(enquiryId, quotationId), { status })).data.quotation);
}

/** The price book as visitors see it: every item a revision can quote. */
export async function getPriceBook(): Promise<PriceItem[]> {
  return listOf((await staffGet(PRICE_BOOK, undefined, 'items')).items, readPriceItem);
}
