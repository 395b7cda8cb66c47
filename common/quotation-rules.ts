// The rules of a quotation request (docs/quotations.md), the same in the builder and on the server: the quantities
// asked for (a field per item, `qty-<id>`: whole numbers from 0 to MAX_QUANTITY), the buyer's state and GSTIN (shape,
// check character, and the state's code), the contact (checkEnquiry's own rules: a name, a phone or an e-mail, and the
// consent), and the lines priced on a date with the price book's prices, tiers and rates then. Pure: no React, no
// server code.
import { enquiryMessagesIn } from './enquiry-messages.ts';
import { checkEnquiry, CONSENT_VERSION_FIELD } from './enquiry-rules.ts';
import { isValidGstin } from './gstin.ts';
import { groupIndian } from './indian-digits.ts';
import { quoteTotals, rateOn, rupeesInWords, stateOfCode, unitPriceOf, type QuoteTotals } from './gst.ts';
import { MAX_QUANTITY, type PriceItem } from './kinds/price-book.ts';
import { fillPlaces, type Translate } from './languages.ts';
import type { QuotationBuyer, QuotationLine } from './quotation.ts';

/** An item's quantity field: `qty-7`. */
export const quantityField = (id: number) => `qty-${id}`;
const QUANTITY_FIELD = /^qty-([0-9]{1,15})$/;

/** The request's own fields besides the quantities and the contact (full_name, email, phone, consent_version). */
export const QUOTE_FIELDS = { state: 'state', gstin: 'gstin', company: 'company', items: 'items' } as const;

export const MAX_COMPANY = 150;

/** The largest quantity, as the messages write it: 10,000. */
const MAX_QUANTITY_TEXT = groupIndian(String(MAX_QUANTITY));

/** The rules' messages in a page's language (`t`: its words; a state's name is one of them). */
export const quoteMessagesIn = (t: Translate) =>
  ({
    quantity: (name: string) => t('{item}: please give a whole number of units from 0 to {max}.', { item: name, max: MAX_QUANTITY_TEXT }),
    unknownItem: t('This item is no longer in the price book: reload the page to see the current items.'),
    noItems: t('Please choose at least one item and its quantity.'),
    noRate: (name: string) => t('{item} has no GST rate for today’s date yet: please call us for its price.', { item: name }),
    state: t('Please choose your state, so that GST is worked out as CGST and SGST or as IGST.'),
    gstinShape: t('Your GSTIN must be 15 characters, such as 27AAPFU0939F1ZV, with its last character matching the others.'),
    gstinState: (stateName: string) =>
      t('Your GSTIN is not one of {state}: its first two digits are the state’s code. Check the state or the GSTIN.', {
        state: t(stateName),
      }),
    company: t('Please keep the business name to {max} characters or fewer.', { max: MAX_COMPANY }),
  }) as const;

/** The messages in English, as staff and the tests read them. */
export const quoteMessages = quoteMessagesIn(fillPlaces);

export type QuoteErrors = Record<string, string>;

/** A quantity as typed or sent: a whole number from 0 up to MAX_QUANTITY, else undefined. Empty is 0. */
export function quantityOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[0-9]{1,6}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity <= MAX_QUANTITY ? quantity : undefined;
}

/** The items' lines priced on an India date for a buyer's state: each line's unit price by its tier, its rate then. */
export function priceLines(
  items: readonly PriceItem[],
  quantities: ReadonlyMap<number, number>,
  day: string,
  stateCode: string,
): { lines: QuotationLine[]; totals: QuoteTotals } | { missingRate: PriceItem } {
  const chosen = items.filter((item) => (quantities.get(item.id) ?? 0) > 0);
  const priced = [];
  for (const item of chosen) {
    const rate = rateOn(item.gst_rates, day);
    if (rate === undefined) return { missingRate: item };
    const quantity = quantities.get(item.id)!;
    const tiers = item.tiers.map((tier) => ({ min: tier.min, paise: toPaise(tier.price) }));
    priced.push({ item, quantity, rate, unitPaise: unitPriceOf(toPaise(item.price), tiers, quantity) });
  }
  const totals = quoteTotals(priced, stateCode);
  const lines = priced.map(({ item, quantity, rate, unitPaise }, index): QuotationLine => ({
    itemId: item.id,
    name: item.name,
    description: item.description,
    hsnSac: item.hsn_sac,
    unit: item.unit,
    quantity,
    unitPaise,
    rate,
    ...totals.lines[index]!,
  }));
  return { lines, totals };
}

/** Rupees (as staff type them, perhaps with paise) in whole paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

export interface QuoteRequest {
  buyer: QuotationBuyer;
  consentVersion: string;
  lines: QuotationLine[];
  totals: QuoteTotals;
  words: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a request for a quotation against the price book on an India date: every field's problem by its name, in
 * the page's language (`t`, English by default), or the request priced. Anything that is not an object counts as an
 * empty one.
 */
export function checkQuoteRequest(
  items: readonly PriceItem[],
  input: unknown,
  day: string,
  t: Translate = fillPlaces,
): { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteErrors } {
  const messages = quoteMessagesIn(t);
  const fields = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: QuoteErrors = {};
  const quantities = new Map<number, number>();
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const [name, value] of Object.entries(fields)) {
    const id = QUANTITY_FIELD.exec(name)?.[1];
    if (id === undefined) continue;
    const item = byId.get(Number(id));
    const quantity = quantityOf(value);
    // A builder page loaded before staff deleted an item still posts its field, empty or 0 when the visitor did not
    // choose it (a form without scripts posts every field): that asks for nothing and is passed over. A number of
    // units of an item no longer in the price book is refused.
    if (!item && quantity === 0) continue;
    if (!item) errors[name] = messages.unknownItem;
    else if (quantity === undefined) errors[name] = messages.quantity(item.name);
    else quantities.set(item.id, quantity);
  }
  if (Object.keys(errors).length === 0 && ![...quantities.values()].some((quantity) => quantity > 0))
    errors[QUOTE_FIELDS.items] = messages.noItems;

  const stateCode = text(fields[QUOTE_FIELDS.state]);
  const state = stateOfCode(stateCode);
  if (!state) errors[QUOTE_FIELDS.state] = messages.state;
  const gstin = text(fields[QUOTE_FIELDS.gstin]).replace(/\s+/g, '').toUpperCase();
  if (gstin && !isValidGstin(gstin)) errors[QUOTE_FIELDS.gstin] = messages.gstinShape;
  else if (gstin && state && !gstin.startsWith(state.code)) errors[QUOTE_FIELDS.gstin] = messages.gstinState(state.name);
  const company = text(fields[QUOTE_FIELDS.company]);
  if (company.length > MAX_COMPANY || /\p{Cs}/u.test(company)) errors[QUOTE_FIELDS.company] = messages.company;

  // The contact by the enquiry form's rules; its brief is the quotation's lines, which the server writes.
  const contact = checkEnquiry({
    full_name: fields.full_name,
    email: fields.email,
    phone: fields.phone,
    project_brief: 'Quotation',
    [CONSENT_VERSION_FIELD]: fields[CONSENT_VERSION_FIELD],
  });
  // Its messages are English: each in the page's language.
  if (!contact.ok) {
    const inLanguage = enquiryMessagesIn(t);
    for (const [name, message] of Object.entries(contact.errors)) if (message) errors[name] = inLanguage[message] ?? message;
  }

  if (Object.keys(errors).length > 0 || !contact.ok || !state) return { ok: false, errors };
  const priced = priceLines(items, quantities, day, state.code);
  if ('missingRate' in priced)
    return { ok: false, errors: { [quantityField(priced.missingRate.id)]: messages.noRate(priced.missingRate.name) } };
  return {
    ok: true,
    request: {
      buyer: {
        name: contact.enquiry.full_name,
        company,
        gstin,
        stateCode: state.code,
        stateName: state.name,
        email: contact.enquiry.email,
        phone: contact.enquiry.phone,
      },
      consentVersion: String(fields[CONSENT_VERSION_FIELD]),
      lines: priced.lines,
      totals: priced.totals,
      words: rupeesInWords(priced.totals.total),
    },
  };
}
