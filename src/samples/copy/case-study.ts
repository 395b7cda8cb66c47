// The static marketing case study at /case-study-details (docs/requirements/spec.md §2: a brief,
// six challenges, results 75, 85 and 90).
import cover from '@/samples/assets/portfolio/case-study-cover.svg';
import type { CaseStudyContent } from '@/samples/types/work';

export const caseStudy = {
  eyebrow: 'Case study · Distribution',
  title: 'From spreadsheets to TallyPrime: how a Pune distributor closed the month in two days',
  cover: {
    src: cover,
    alt: 'A spreadsheet grid turning into a TallyPrime dashboard with a rising bar chart',
    width: 960,
    height: 600,
  },
  facts: [
    { label: 'Client', value: 'Deccan Hardware & Sanitary Supplies' },
    { label: 'Industry', value: 'Wholesale distribution' },
    { label: 'Team', value: '3 consultants, 1 developer' },
    { label: 'Duration', value: '14 weeks' },
  ],
  briefHeading: 'The brief',
  brief: [
    'Deccan Hardware distributes plumbing and sanitary products to 450 retailers across Pune district. Ten years of growth had been run on spreadsheets and an old single-user accounting package: stock lived in one file per godown, receivables in another, and GST returns were prepared by an outside accountant from exported sales registers.',
    'The owners asked us for one system the whole team could work in, month-end figures they could trust, and GST filings they no longer had to worry about, without stopping dispatch for a single day.',
  ],
  challengesHeading: 'The challenges',
  challenges: [
    {
      title: 'Stock in six spreadsheets',
      text: 'Each godown kept its own file, so nobody knew the real closing stock until a physical count.',
    },
    { title: 'Slow month-end close', text: 'Closing the books took twelve working days of manual matching and re-keying.' },
    { title: 'GST mismatches', text: 'Sales registers and GSTR-1 rarely agreed, and input credit was lost to late reconciliation.' },
    { title: 'Receivables out of sight', text: 'Overdue retailer balances surfaced only when a cheque bounced or a salesman asked.' },
    { title: 'No access control', text: 'Everyone could edit everything, and there was no trail of who changed what.' },
    { title: 'Zero downtime allowed', text: 'Dispatch runs six days a week; the switch had to happen without stopping invoicing.' },
  ],
  approachHeading: 'Our approach',
  approach: [
    'We followed our 6-step implementation: a two-week process study, a TallyPrime design with godown-wise stock and batch tracking, migration of opening balances over one weekend, e-invoicing and e-way bills from the sales voucher, role-based user rights with the edit log on, and six weeks of on-site support after go-live.',
    'A small TDL customisation added retailer-wise credit limits and a daily overdue report that goes to each salesman’s phone every morning.',
  ],
  resultsHeading: 'The results',
  results: [
    { value: 75, label: 'Faster month-end close', text: 'Twelve working days down to three, and two in the second quarter.' },
    { value: 85, label: 'Fewer GST mismatches', text: 'Books and GSTR-1 now agree before filing, with credit claimed on time.' },
    { value: 90, label: 'Invoices with instant IRN', text: 'E-invoices and e-way bills are generated from the sales voucher itself.' },
  ],
  quote: {
    text: 'We used to find out our stock position at the annual count. Now I see it every morning on my phone, and the GST filing is a non-event.',
    cite: 'Managing Partner, Deccan Hardware & Sanitary Supplies',
  },
} satisfies CaseStudyContent;
