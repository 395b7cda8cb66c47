// The staff reports' call: the figures of a range of India dates (GET /api/staff/reports), checked as
// they enter. The funnel's rule is the server's: an enquiry counts for every stage its status has reached.
import { isRecord, listOf, toText } from '@/lib/validate';

import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/staff/enquiry-status';
import { staffGet } from '@/lib/staff/staff-request';

export const FUNNEL_STAGES = ['new', 'contacted', 'quoted', 'won'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface ReportRange {
  /** India dates, YYYY-MM-DD, both included; '' for the server's default (the last 8 weeks). */
  from: string;
  to: string;
}

export interface RankedCount {
  /** What is counted: a source, a service, a referrer, "source / campaign". */
  label: string;
  enquiries: number;
  won: number;
}

export interface StaffReport {
  from: string;
  to: string;
  totals: { enquiries: number; won: number; spam: number; views: number };
  weeks: { week: string; counts: Record<EnquiryStatus, number> }[];
  services: RankedCount[];
  sources: RankedCount[];
  campaigns: RankedCount[];
  referrers: RankedCount[];
  funnel: { stage: FunnelStage; count: number; rate: number | null }[];
  /** Each page with its name ('' when it has none) and address. */
  pages: { path: string; title: string; views: number; enquiries: number; taps: number }[];
  /** Taps on contact links by the service of their page or quote. */
  serviceTaps: { service: string; taps: number }[];
  /** Taps per page, by kind. */
  taps: { path: string; title: string; call: number; whatsapp: number; email: number }[];
  /** Each form's views, starts and answers sent; the contact form (id 0) among them. */
  forms: { id: number; name: string; views: number; starts: number; submissions: number }[];
  /** Quotations made in the range by what became of them: how many, and their value with GST in paise. */
  quotations: { status: string; count: number; value: number }[];
}

const REPORTS = '/api/staff/reports';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const record = (value: unknown) => (isRecord(value) ? value : {});

function ranked(key: string, label: (item: Record<string, unknown>) => string = (item) => toText(item[key])) {
  return (value: unknown): RankedCount | undefined =>
    isRecord(value) ? { label: label(value), enquiries: count(value.enquiries), won: count(value.won) } : undefined;
}

function readReport(data: Record<string, unknown>): StaffReport {
  const totals = record(data.totals);
  return {
    from: toText(data.from),
    to: toText(data.to),
    totals: { enquiries: count(totals.enquiries), won: count(totals.won), spam: count(totals.spam), views: count(totals.views) },
    weeks: listOf(data.weeks, (value) => {
      if (!isRecord(value)) return undefined;
      const counts = record(value.counts);
      return {
        week: toText(value.week),
        counts: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, count(counts[status])])) as Record<EnquiryStatus, number>,
      };
    }),
    services: listOf(data.services, ranked('service')),
    sources: listOf(data.sources, ranked('source')),
    campaigns: listOf(
      data.campaigns,
      ranked('campaign', (item) => `${toText(item.source) || '(no source)'} / ${toText(item.campaign)}`),
    ),
    referrers: listOf(data.referrers, ranked('referrer')),
    funnel: listOf(data.funnel, (value) => {
      if (!isRecord(value) || !(FUNNEL_STAGES as readonly unknown[]).includes(value.stage)) return undefined;
      return { stage: value.stage as FunnelStage, count: count(value.count), rate: typeof value.rate === 'number' ? value.rate : null };
    }),
    pages: listOf(data.pages, (value) =>
      isRecord(value)
        ? {
            path: toText(value.path),
            title: toText(value.title),
            views: count(value.views),
            enquiries: count(value.enquiries),
            taps: count(value.taps),
          }
        : undefined,
    ),
    serviceTaps: listOf(data.serviceTaps, (value) =>
      isRecord(value) ? { service: toText(value.service), taps: count(value.taps) } : undefined,
    ),
    taps: listOf(data.taps, (value) =>
      isRecord(value)
        ? {
            path: toText(value.path),
            title: toText(value.title),
            call: count(value.call),
            whatsapp: count(value.whatsapp),
            email: count(value.email),
          }
        : undefined,
    ),
    quotations: listOf(data.quotations, (value) =>
      isRecord(value) ? { status: toText(value.status), count: count(value.count), value: count(value.value) } : undefined,
    ),
    forms: listOf(data.forms, (value) =>
      isRecord(value)
        ? {
            id: count(value.id),
            name: toText(value.name),
            views: count(value.views),
            starts: count(value.starts),
            submissions: count(value.submissions),
          }
        : undefined,
    ),
  };
}

export async function getReport({ from, to }: ReportRange): Promise<StaffReport> {
  const params: Record<string, string> = {};
  if (from) params.from = from;
  if (to) params.to = to;
  return readReport(await staffGet(REPORTS, params));
}
