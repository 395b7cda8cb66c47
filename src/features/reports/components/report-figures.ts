// The reports page's figures, made from a report: for each one its chart (labels, series), a summary in
// words for the chart's accessible name, and the table of its figures. Pure: no React, no Chart.js.
import { formatRupees } from '@common/gst';
import { formatIndiaDay } from '@common/india-time';

import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/staff/enquiry-status';
import type { RankedCount, StaffReport } from '../api/reports';

import type { ChartSeries } from './staff-chart';

export interface ReportFigure {
  id: string;
  title: string;
  /** What the figure counts, and how. */
  note: string;
  labels: string[];
  series: ChartSeries[];
  horizontal: boolean;
  stacked: boolean;
  summary: string;
  /** The table of the figures: column headers, then one row per label (its first cell names it). */
  columns: string[];
  rows: string[][];
}

/** Colours that read on both themes' surfaces. */
export const REPORT_COLOURS = {
  enquiries: '#2563eb',
  won: '#16a34a',
  views: '#64748b',
  taps: { call: '#7c3aed', whatsapp: '#15803d', email: '#b45309' },
  status: { new: '#2563eb', contacted: '#0891b2', quoted: '#d97706', won: '#16a34a', lost: '#94a3b8', spam: '#dc2626' } satisfies Record<
    EnquiryStatus,
    string
  >,
} as const;

/** The funnel's rule, as the page states it (the server counts the same way). */
export const FUNNEL_RULE_TEXT =
  'Each enquiry counts for every stage its status has reached: contacted means contacted, quoted, won or lost; quoted means quoted or won. ' +
  'Each rate is a stage’s count over the previous stage’s. Spam is left out.';

const STAGE_LABELS = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won' } as const;
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A share as a whole percentage; '—' when there is nothing to divide by. */
export function percent(part: number, whole: number | null): string {
  return whole ? `${Math.round((part / whole) * 100)}%` : '—';
}

const listed = (labels: readonly string[], values: readonly number[]) =>
  labels.map((label, index) => `${label} ${values[index]}`).join(', ');

function funnelFigure(report: StaffReport): ReportFigure {
  const labels = report.funnel.map((step) => STAGE_LABELS[step.stage]);
  const rate = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);
  return {
    id: 'funnel',
    title: 'Funnel: new → contacted → quoted → won',
    note: FUNNEL_RULE_TEXT,
    // Each bar names its stage and its rate from the stage before.
    labels: report.funnel.map((step, index) => (index === 0 ? labels[index]! : `${labels[index]} ${rate(step.rate)}`)),
    series: [{ label: 'Enquiries', values: report.funnel.map((step) => step.count), color: REPORT_COLOURS.enquiries }],
    horizontal: true,
    stacked: false,
    summary: `Funnel: ${report.funnel.map((step, index) => `${labels[index]} ${step.count}${index > 0 ? ` (${rate(step.rate)} of ${labels[index - 1]!.toLowerCase()})` : ''}`).join('; ')}.`,
    columns: ['Stage', 'Enquiries', 'Rate from the stage before'],
    rows: report.funnel.map((step, index) => [labels[index]!, String(step.count), index === 0 ? '—' : rate(step.rate)]),
  };
}

function weeksFigure(report: StaffReport): ReportFigure {
  const labels = report.weeks.map((week) => formatIndiaDay(week.week));
  const totals = ENQUIRY_STATUSES.map((status) => report.weeks.reduce((sum, week) => sum + week.counts[status], 0));
  return {
    id: 'weeks',
    title: 'Enquiries per week, by status',
    note: 'Weeks run Monday to Sunday (India time), each named by its Monday; spam is shown as a status of its own.',
    labels,
    series: ENQUIRY_STATUSES.map((status) => ({
      label: capital(status),
      values: report.weeks.map((week) => week.counts[status]),
      color: REPORT_COLOURS.status[status],
    })),
    horizontal: false,
    stacked: true,
    summary: `Enquiries in ${report.weeks.length} weeks from ${labels[0] ?? '—'}: ${listed(
      report.weeks.map((w) => formatIndiaDay(w.week)),
      report.weeks.map((w) => ENQUIRY_STATUSES.reduce((sum, status) => sum + w.counts[status], 0)),
    )}. By status: ${listed(ENQUIRY_STATUSES, totals)}.`,
    columns: ['Week of', ...ENQUIRY_STATUSES.map(capital), 'All'],
    rows: report.weeks.map((week, index) => [
      labels[index]!,
      ...ENQUIRY_STATUSES.map((status) => String(week.counts[status])),
      String(ENQUIRY_STATUSES.reduce((sum, status) => sum + week.counts[status], 0)),
    ]),
  };
}

function rankedFigure(id: string, title: string, note: string, what: string, items: readonly RankedCount[], empty: string): ReportFigure {
  const labels = items.map((item) => item.label || empty);
  return {
    id,
    title,
    note,
    labels,
    series: [
      { label: 'Enquiries', values: items.map((item) => item.enquiries), color: REPORT_COLOURS.enquiries },
      { label: 'Won', values: items.map((item) => item.won), color: REPORT_COLOURS.won },
    ],
    horizontal: true,
    stacked: false,
    summary: `${title}: ${items.map((item, index) => `${labels[index]} ${item.enquiries} enquiries, ${item.won} won`).join('; ') || 'none'}.`,
    columns: [what, 'Enquiries', 'Won', 'Won of enquiries'],
    rows: items.map((item, index) => [labels[index]!, String(item.enquiries), String(item.won), percent(item.won, item.enquiries)]),
  };
}

/** A page as staff know it: its name (its address when it has none); the tables give the address beside it. */
export const pageName = (page: { path: string; title: string }) => page.title || page.path;

function pagesFigure(report: StaffReport): ReportFigure {
  const labels = report.pages.map(pageName);
  return {
    id: 'pages',
    title: 'Page views, enquiries and taps per page',
    note: 'Views counted on the site per page and day (no visitor is identified); enquiries by the page they were sent from; taps on Call, WhatsApp and e-mail links. One scale for all three.',
    labels,
    series: [
      { label: 'Views', values: report.pages.map((page) => page.views), color: REPORT_COLOURS.views },
      { label: 'Enquiries', values: report.pages.map((page) => page.enquiries), color: REPORT_COLOURS.enquiries },
      { label: 'Taps', values: report.pages.map((page) => page.taps), color: REPORT_COLOURS.taps.call },
    ],
    horizontal: true,
    stacked: false,
    summary: `Pages: ${report.pages.map((page, index) => `${labels[index]} ${page.views} views, ${page.enquiries} enquiries, ${page.taps} taps`).join('; ') || 'none'}.`,
    columns: ['Page', 'Address', 'Views', 'Enquiries', 'Taps', 'Leads per 100 views'],
    rows: report.pages.map((page, index) => [
      labels[index]!,
      page.path,
      String(page.views),
      String(page.enquiries),
      String(page.taps),
      page.views ? (Math.round(((page.enquiries + page.taps) / page.views) * 1000) / 10).toFixed(1) : '—',
    ]),
  };
}

const TAP_KINDS = [
  ['call', 'Call'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'E-mail'],
] as const;

function tapsFigure(report: StaffReport): ReportFigure {
  const labels = report.taps.map(pageName);
  return {
    id: 'taps',
    title: 'Taps on Call, WhatsApp and e-mail, per page',
    note: 'Each tap on a phone number, a WhatsApp link (the chat button among them) or an e-mail address, counted like page views: no visitor is identified.',
    labels,
    series: TAP_KINDS.map(([kind, label]) => ({ label, values: report.taps.map((page) => page[kind]), color: REPORT_COLOURS.taps[kind] })),
    horizontal: true,
    stacked: true,
    summary: `Taps: ${report.taps.map((page, index) => `${labels[index]} ${TAP_KINDS.map(([kind, label]) => `${page[kind]} ${label}`).join(', ')}`).join('; ') || 'none'}.`,
    columns: ['Page', 'Address', ...TAP_KINDS.map(([, label]) => label), 'All'],
    rows: report.taps.map((page, index) => [
      labels[index]!,
      page.path,
      ...TAP_KINDS.map(([kind]) => String(page[kind])),
      String(page.call + page.whatsapp + page.email),
    ]),
  };
}

/** Leads (enquiries and taps) by service: an enquiry's quote names its service, a tap its page's or quote's. */
function leadsFigure(report: StaffReport): ReportFigure {
  const services = new Map<string, { enquiries: number; taps: number }>();
  for (const item of report.services) if (item.label) services.set(item.label, { enquiries: item.enquiries, taps: 0 });
  for (const item of report.serviceTaps) {
    const known = services.get(item.service) ?? { enquiries: 0, taps: 0 };
    services.set(item.service, { ...known, taps: item.taps });
  }
  const items = [...services].sort(([, a], [, b]) => b.enquiries + b.taps - (a.enquiries + a.taps));
  const labels = items.map(([service]) => service);
  return {
    id: 'leads',
    title: 'Leads by service: enquiries and taps',
    note: 'Enquiries that asked a quote for a service, and taps on Call, WhatsApp and e-mail on its page or its quote. Spam is left out.',
    labels,
    series: [
      { label: 'Enquiries', values: items.map(([, counts]) => counts.enquiries), color: REPORT_COLOURS.enquiries },
      { label: 'Taps', values: items.map(([, counts]) => counts.taps), color: REPORT_COLOURS.taps.call },
    ],
    horizontal: true,
    stacked: true,
    summary: `Leads by service: ${items.map(([service, counts]) => `${service} ${counts.enquiries} enquiries, ${counts.taps} taps`).join('; ') || 'none'}.`,
    columns: ['Service', 'Enquiries', 'Taps', 'Leads'],
    rows: items.map(([service, counts]) => [
      service,
      String(counts.enquiries),
      String(counts.taps),
      String(counts.enquiries + counts.taps),
    ]),
  };
}

/** Each form's views, starts and answers sent, with the share of views that were begun and of starts that were sent. */
function formsFigure(report: StaffReport): ReportFigure {
  const labels = report.forms.map((form) => form.name);
  return {
    id: 'forms',
    title: 'Forms: views, starts and answers sent',
    note: 'A view is a form shown on a page, a start its first answer typed or chosen, counted like page views: no visitor is identified. Answers sent are its enquiries; spam is left out. The contact form is the default form.',
    labels,
    series: [
      { label: 'Views', values: report.forms.map((form) => form.views), color: REPORT_COLOURS.views },
      { label: 'Starts', values: report.forms.map((form) => form.starts), color: REPORT_COLOURS.taps.call },
      { label: 'Sent', values: report.forms.map((form) => form.submissions), color: REPORT_COLOURS.enquiries },
    ],
    horizontal: true,
    stacked: false,
    summary: `Forms: ${report.forms.map((form) => `${form.name} ${form.views} views, ${form.starts} starts, ${form.submissions} sent`).join('; ') || 'none'}.`,
    columns: ['Form', 'Views', 'Starts', 'Sent', 'Started per view', 'Sent per start'],
    rows: report.forms.map((form) => [
      form.name,
      String(form.views),
      String(form.starts),
      String(form.submissions),
      percent(form.starts, form.views),
      percent(form.submissions, form.starts),
    ]),
  };
}

/** What became of a quotation, in the order the figure lists them, with its label and colour. */
const QUOTATION_STATUSES = [
  ['sent', 'Sent', REPORT_COLOURS.status.quoted],
  ['accepted', 'Accepted', REPORT_COLOURS.won],
  ['lost', 'Lost', REPORT_COLOURS.status.lost],
  ['expired', 'Expired', REPORT_COLOURS.views],
] as const;

/** Quotations made in the range by what became of them: how many, and their value with GST. */
function quotationsFigure(report: StaffReport): ReportFigure {
  const of = (status: string) => report.quotations.find((row) => row.status === status) ?? { count: 0, value: 0 };
  const labels = QUOTATION_STATUSES.map(([, label]) => label);
  const counts = QUOTATION_STATUSES.map(([status]) => of(status).count);
  const values = QUOTATION_STATUSES.map(([status]) => of(status).value);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return {
    id: 'quotations',
    title: 'Quotations: how many, their value and what became of them',
    note: 'Quotations visitors made in the range, each number once as its latest revision, by the status sales gave it. Values include GST.',
    labels,
    series: [{ label: 'Quotations', values: counts, color: REPORT_COLOURS.enquiries }],
    horizontal: true,
    stacked: false,
    summary: `Quotations: ${QUOTATION_STATUSES.map(([, label], index) => `${label} ${counts[index]} (${formatRupees(values[index]!)})`).join(', ')}.`,
    columns: ['Status', 'Quotations', 'Value with GST', 'Share'],
    rows: QUOTATION_STATUSES.map(([, label], index) => [
      label,
      String(counts[index]),
      formatRupees(values[index]!),
      percent(counts[index]!, total),
    ]),
  };
}

const SOURCE_NOTE = 'The source is the utm_source of the visit, else the referring site, else “direct”. Spam is left out.';

/** Every figure of the reports page, in the order it shows them. */
export function reportFigures(report: StaffReport): ReportFigure[] {
  return [
    funnelFigure(report),
    weeksFigure(report),
    rankedFigure('sources', 'By source', SOURCE_NOTE, 'Source', report.sources, 'direct'),
    rankedFigure(
      'campaigns',
      'By campaign',
      'Enquiries whose visit carried a utm_campaign, by source and campaign. Spam is left out.',
      'Source / campaign',
      report.campaigns,
      '—',
    ),
    rankedFigure(
      'referrers',
      'By referrer',
      'Enquiries whose visit came from another site, by its origin. Spam is left out.',
      'Referrer',
      report.referrers,
      '—',
    ),
    rankedFigure(
      'services',
      'By service',
      'The service the visitor asked a quote for. Spam is left out.',
      'Service',
      report.services,
      'No service chosen',
    ),
    leadsFigure(report),
    formsFigure(report),
    quotationsFigure(report),
    pagesFigure(report),
    tapsFigure(report),
  ];
}
