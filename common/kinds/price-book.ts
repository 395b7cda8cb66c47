// The price book and instant quotations (docs/quotations.md): a kind whose items are what the company quotes — each with
// its HSN or SAC code, unit, price, GST rates by date, quantity tiers and the services whose pages offer it — the
// quotation builder's page at /quote, and the builder every service's page shows with the items it offers. A
// quotation itself is not content: it is kept as it was made (server/quotations). The rules that price and check a
// request, in the browser and on the server, are common/quotation-rules.ts; the components src/kinds/quotations.tsx.
import type { BlockDeclaration } from '../blocks/declarations.ts';
import type { KindDeclaration } from '../content-model/kinds.ts';
import { field } from '../content-model/fields.ts';
import type { RouteEntry } from '../page-handle.ts';
import { PRICE_UNITS } from '../quotation.ts';

/** The quotation builder's page. */
export const QUOTE_PATH = '/quote';

/** Most units of one item a quotation takes. */
export const MAX_QUANTITY = 10_000;

/** Most quantity tiers an item has. */
export const MAX_TIERS = 5;

const DATE_PATTERN = {
  source: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  message: 'must be a date written as 2026-04-01 (year, month, day)',
} as const;

const define = <const K extends KindDeclaration>(kind: K) => kind;

export const priceBook = /* @__PURE__ */ define({
  name: 'price-book',
  entity: 'price item',
  label: 'Price item',
  plural: 'Price book',
  shape: 'list',
  table: 'price_items',
  documentKey: 'price_items',
  max: 200,
  title: 'name',
  columns: ['unit', 'price'],
  keptWhenLeftOut: true,
  fields: {
    name: field.text({
      label: 'Name',
      help: 'As a quotation’s line names it, such as TallyPrime Gold (multi-user).',
      max: 120,
      unique: true,
    }),
    description: field.longText({
      label: 'Description',
      help: 'One or two lines under the name, in the builder and on the quotation.',
      max: 400,
      min: 0,
    }),
    hsn_sac: field.text({
      label: 'HSN or SAC code',
      help: 'The code GST classifies it by: HSN for goods, SAC for services, such as 997331.',
      max: 8,
      pattern: { source: '^[0-9]{4,8}$', message: 'must be an HSN or SAC code of 4 to 8 digits, such as 997331' },
    }),
    unit: field.select({ label: 'Priced', options: PRICE_UNITS, default: 'licence' }),
    price: field.money({ label: 'Price (₹, before GST)', help: 'For one unit.' }),
    gst_rates: field.list({
      label: 'GST rates',
      help: 'The rate and the date it holds from. A new rate from a date applies to quotations from that date; earlier quotations keep theirs.',
      itemLabel: 'Rate',
      min: 1,
      max: 10,
      fields: {
        from: field.text({ label: 'From', max: 10, pattern: DATE_PATTERN, default: '2017-07-01' }),
        // Up to GST's highest rate, 40% since 22 September 2025.
        rate: field.number({ label: 'Rate (%)', min: 0, max: 40, default: 18 }),
      },
    }),
    tiers: field.list({
      label: 'Quantity prices',
      help: `Up to ${MAX_TIERS} lower prices from a number of units up, such as ₹2,500 a seat from 5 seats. Leave empty for one price.`,
      itemLabel: 'Quantity price',
      max: MAX_TIERS,
      fields: {
        min: field.number({ label: 'From (units)', min: 2, max: MAX_QUANTITY, integer: true, default: 5 }),
        price: field.money({ label: 'Price (₹, each)' }),
      },
    }),
    service_ids: field.relations({
      label: 'Offered on',
      help: 'The services whose pages offer it in their quotation builder. Every item is offered at /quote.',
      to: 'services',
      max: 20,
    }),
  },
  api: {},
  publicApi: [{ name: 'priceBook', path: '/api/get-price-book/' }],
});

/** What every quotation carries from the company: its GSTIN, how long a quotation holds, and its terms. Never public. */
export const quotationSettings = /* @__PURE__ */ define({
  name: 'quotation-settings',
  entity: 'quotation_settings',
  label: 'Quotation settings',
  plural: 'Quotation settings',
  shape: 'document',
  table: 'quotation_settings',
  documentKey: 'quotation_settings',
  max: 1,
  shownOn: QUOTE_PATH,
  title: 'gstin',
  columns: [],
  keptWhenLeftOut: true,
  fields: {
    gstin: field.text({
      label: 'Company GSTIN',
      help: 'Printed on every quotation, such as 27AAHFD4821K1ZC.',
      max: 15,
      pattern: {
        source: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$',
        message: 'must be a GSTIN of 15 characters, such as 27AAHFD4821K1ZC',
      },
    }),
    valid_days: field.number({
      label: 'Valid for (days)',
      help: 'A quotation holds this many days from its date: its “Valid until” date.',
      integer: true,
      min: 1,
      max: 365,
      default: 15,
    }),
    terms: field.longText({
      label: 'Terms',
      help: 'Printed under every quotation, one paragraph per line: payment, delivery, what the price includes.',
      max: 3000,
      min: 0,
    }),
  },
  api: {},
});

/** A price item as the public read gives it. */
export interface PriceItem {
  id: number;
  name: string;
  description: string;
  hsn_sac: string;
  unit: string;
  /** Rupees, before GST. */
  price: number;
  gst_rates: ReadonlyArray<{ from: string; rate: number }>;
  tiers: ReadonlyArray<{ min: number; price: number }>;
  service_ids: readonly number[];
}

/** The builder's page. */
export const quotationPages = [
  {
    id: 'quote',
    path: QUOTE_PATH,
    layout: 'root',
    module: 'quotations',
    meta: {
      title: 'Get a Quotation',
      description:
        'Price TallyPrime licences, renewals, Tally on Cloud, customisation and training with GST in a minute, and get a quotation as a PDF.',
      subtitle: 'Pick what you need: the price with GST shows as you type.',
    },
  },
] as const satisfies readonly RouteEntry[];

/** The builder, on a built page and, with the items it offers, on every service's page. */
export const quotationBlocks = [
  {
    type: 'quotation-builder',
    label: 'Quotation builder',
    description: 'The price book’s items with quantities and the total with GST: visitors get a quotation as a PDF.',
    module: 'quotations',
    // Every service's page offers its items under this heading (nothing when it offers none).
    onServicePages: { title: 'Price it with GST' },
    fields: {
      title: field.text({
        label: 'Heading',
        help: 'Leave empty for none.',
        max: 200,
        min: 0,
        default: 'Price it with GST',
        translatable: true,
      }),
      service_id: field.relation({
        label: 'Items of the service',
        to: 'services',
        optional: { label: 'Every item of the price book' },
      }),
    },
  },
] as const satisfies readonly BlockDeclaration[];
