// The ten sample blog posts shared by /blog, /blog-list and the sample home pages' blog sections.
import bankReconciliation from '@/samples/assets/blog/bank-reconciliation.svg';
import cloudAccounting from '@/samples/assets/blog/cloud-accounting.svg';
import dataSecurity from '@/samples/assets/blog/data-security.svg';
import erpImplementation from '@/samples/assets/blog/erp-implementation.svg';
import gstEInvoicing from '@/samples/assets/blog/gst-e-invoicing.svg';
import inventoryControl from '@/samples/assets/blog/inventory-control.svg';
import misDashboards from '@/samples/assets/blog/mis-dashboards.svg';
import payrollCompliance from '@/samples/assets/blog/payroll-compliance.svg';
import tallyprimeUpgrade from '@/samples/assets/blog/tallyprime-upgrade.svg';
import teamTraining from '@/samples/assets/blog/team-training.svg';
import { hrefs } from '@common/paths';
import type { BlogListCopy, BlogPost, BlogSidebarContent } from '@/samples/types/blog';

export const blogPosts = [
  {
    id: 'gst-e-invoicing-checklist',
    thumbnailSrc: gstEInvoicing,
    thumbnailAlt: 'An invoice with a QR code and a green tick',
    category: 'GST',
    title: 'E-invoicing under GST: a checklist before your first IRN',
    subtitle: 'Masters, HSN codes and API settings to get right in TallyPrime so every invoice comes back with a valid IRN and QR code.',
    date: '14 Oct 2026',
    dateTime: '2026-10-14',
    href: hrefs.blogDetails,
  },
  {
    id: 'tallyprime-upgrade',
    thumbnailSrc: tallyprimeUpgrade,
    thumbnailAlt: 'A computer screen with an upgrade arrow',
    category: 'Tally',
    title: 'Moving from Tally.ERP 9 to TallyPrime without losing a day',
    subtitle: 'How we migrate company data, TDLs and user rights over a weekend, and what to check on Monday morning.',
    date: '2 Oct 2026',
    dateTime: '2026-10-02',
    href: hrefs.blogDetails,
  },
  {
    id: 'cloud-accounting',
    thumbnailSrc: cloudAccounting,
    thumbnailAlt: 'A cloud above two servers',
    category: 'Cloud',
    title: 'Tally on cloud: when remote access is worth it',
    subtitle:
      'Branches, auditors and a sales team on the road: the cases where hosting your books pays back, and the ones where it does not.',
    date: '21 Sep 2026',
    dateTime: '2026-09-21',
    href: hrefs.blogDetails,
  },
  {
    id: 'inventory-control',
    thumbnailSrc: inventoryControl,
    thumbnailAlt: 'Stacked cartons beside a stock register',
    category: 'Inventory',
    title: 'Batch, godown and re-order levels: inventory that tells the truth',
    subtitle: 'Set up stock items so the closing stock in Tally matches the shelf, and purchase orders go out before you run short.',
    date: '9 Sep 2026',
    dateTime: '2026-09-09',
    href: hrefs.blogDetails,
  },
  {
    id: 'payroll-compliance',
    thumbnailSrc: payrollCompliance,
    thumbnailAlt: 'Two employees beside a rupee coin',
    category: 'Payroll',
    title: 'Payroll in Tally for a 50-person business: PF, ESI and PT in one run',
    subtitle: 'Pay heads, attendance and statutory deductions configured once, so month-end payroll takes an hour instead of two days.',
    date: '28 Aug 2026',
    dateTime: '2026-08-28',
    href: hrefs.blogDetails,
  },
  {
    id: 'erp-implementation-steps',
    thumbnailSrc: erpImplementation,
    thumbnailAlt: 'A winding path through six milestones',
    category: 'ERP',
    title: 'Our 6-step ERP implementation, explained for business owners',
    subtitle: 'From the first process study to go-live support: who does what in each step, and how long it really takes.',
    date: '16 Aug 2026',
    dateTime: '2026-08-16',
    href: hrefs.blogDetails,
  },
  {
    id: 'bank-reconciliation',
    thumbnailSrc: bankReconciliation,
    thumbnailAlt: 'A bank statement and a ledger matched line by line',
    category: 'Accounting',
    title: 'Bank reconciliation in minutes with auto-matching statements',
    subtitle: 'Import the statement, let Tally match the obvious entries, and spend your time only on the few that differ.',
    date: '3 Aug 2026',
    dateTime: '2026-08-03',
    href: hrefs.blogDetails,
  },
  {
    id: 'data-security',
    thumbnailSrc: dataSecurity,
    thumbnailAlt: 'A shield with a padlock',
    category: 'Security',
    title: 'Backups, user rights and audit trail: protecting your company data',
    subtitle: 'A simple routine for daily backups, role-based access and the edit log that auditors now expect to see.',
    date: '19 Jul 2026',
    dateTime: '2026-07-19',
    href: hrefs.blogDetails,
  },
  {
    id: 'mis-dashboards',
    thumbnailSrc: misDashboards,
    thumbnailAlt: 'A dashboard with a bar chart and a ring chart',
    category: 'Reporting',
    title: 'MIS reports every SME owner should read on Monday',
    subtitle: 'Receivables ageing, cash flow, stock movement and margins by product: four reports, built once, read in ten minutes.',
    date: '5 Jul 2026',
    dateTime: '2026-07-05',
    href: hrefs.blogDetails,
  },
  {
    id: 'team-training',
    thumbnailSrc: teamTraining,
    thumbnailAlt: 'A trainer presenting a rising chart to four people',
    category: 'Training',
    title: 'Training your accounts team so the software actually gets used',
    subtitle: 'Short, role-based sessions on real company data beat a two-day classroom course. Here is how we plan them.',
    date: '22 Jun 2026',
    dateTime: '2026-06-22',
    href: hrefs.blogDetails,
  },
] satisfies readonly BlogPost[];

/** Copy of the two blog layouts' lists. */
export const blogListCopy = {
  heading: 'Latest articles',
  loadMore: 'Load More Blog',
  /** Announced politely each time more posts appear. */
  status: (shown: number, total: number) => `Showing ${shown} of ${total} articles`,
} as const satisfies BlogListCopy;

/** The blog sidebar's lists (docs/requirements/spec.md §2 'Blog': search, Categories, Recent Posts, Archives, Tags). */
export const blogSidebar = {
  search: {
    heading: 'Search',
    label: 'Search the blog',
    placeholder: 'Search articles…',
    button: 'Search',
  },
  categories: {
    heading: 'Categories',
    items: [
      { label: 'Tally & TallyPrime', count: 12 },
      { label: 'GST & E-invoicing', count: 9 },
      { label: 'ERP Consultation', count: 7 },
      { label: 'Cloud Accounting', count: 5 },
      { label: 'Payroll & HR', count: 4 },
      { label: 'Corporate Training', count: 3 },
    ],
  },
  recentPosts: {
    heading: 'Recent Posts',
    posts: blogPosts.slice(0, 3),
  },
  archives: {
    heading: 'Archives',
    items: [
      { label: 'October 2026', count: 2 },
      { label: 'September 2026', count: 2 },
      { label: 'August 2026', count: 3 },
      { label: 'July 2026', count: 2 },
      { label: 'June 2026', count: 1 },
    ],
  },
  tags: {
    heading: 'Tags',
    items: [
      'TallyPrime',
      'GST',
      'E-invoicing',
      'E-way bill',
      'ERP',
      'Cloud',
      'Payroll',
      'TDS',
      'Inventory',
      'MIS',
      'Audit trail',
      'Training',
    ],
  },
} satisfies BlogSidebarContent;
