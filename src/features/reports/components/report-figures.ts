// The reports page's figures, made from a report: for each one its chart (labels, series), a summary in
// words for the chart's accessible name, and the table of its figures. Pure: no React, no Chart.js.
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

function pagesFigure(report: StaffReport): ReportFigure {
  const labels = report.pages.map((page) => page.path);
  return {
    id: 'pages',
    title: 'Page views and enquiries per page',
    note: 'Views counted on the site per page and day (no visitor is identified); enquiries by the page they were sent from. Views on the lower axis, enquiries on the upper one.',
    labels,
    series: [
      { label: 'Views', values: report.pages.map((page) => page.views), color: REPORT_COLOURS.views },
      { label: 'Enquiries', values: report.pages.map((page) => page.enquiries), color: REPORT_COLOURS.enquiries, axis: 'x2' },
    ],
    horizontal: true,
    stacked: false,
    summary: `Pages: ${report.pages.map((page) => `${page.path} ${page.views} views, ${page.enquiries} enquiries`).join('; ') || 'none'}.`,
    columns: ['Page', 'Views', 'Enquiries', 'Enquiries per 100 views'],
    rows: report.pages.map((page) => [
      page.path,
      String(page.views),
      String(page.enquiries),
      page.views ? (Math.round((page.enquiries / page.views) * 1000) / 10).toFixed(1) : '—',
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
    pagesFigure(report),
  ];
}
