// The static sample project shown at /portfolio/:id.
import dashboard from '@/samples/assets/portfolio/details-dashboard.svg';
import goLive from '@/samples/assets/portfolio/details-go-live.svg';
import mobile from '@/samples/assets/portfolio/details-mobile.svg';
import reconciliation from '@/samples/assets/portfolio/details-reconciliation.svg';
import { hrefs } from '@common/paths';
import type { ProjectDetailsContent } from '@/samples/types/work';

const SIZE = { width: 960, height: 600 } as const;

/** Words of the gallery's controls. */
const galleryCopy = {
  previous: 'Previous image',
  next: 'Next image',
  thumbnailsLabel: 'Choose an image',
  show: (index: number, total: number) => `Show image ${index} of ${total}`,
  position: (index: number, total: number) => `Image ${index} of ${total}`,
} as const;

export const portfolioProject = {
  category: 'GST Compliance',
  title: 'GST Return Dashboard for a Pune Distributor',
  factsHeading: 'Project information',
  facts: [
    { label: 'Client', value: 'Shreeram Agro Distributors' },
    { label: 'Location', value: 'Pune, Maharashtra' },
    { label: 'Budget', value: '₹4,80,000' },
    { label: 'Completion date', value: '30 June 2026' },
  ],
  summaryHeading: 'Project summary',
  summary: [
    'Shreeram Agro supplies seeds, fertilisers and crop-care products to more than 600 dealers across western Maharashtra from two warehouses. Their accounts team of five was spending the first ten days of every month reconciling purchase invoices against GSTR-2B by hand, and input tax credit was regularly carried forward because mismatches were found too late.',
    'We moved both warehouses onto a single TallyPrime company with godown-wise stock, built a GST return dashboard that compares books with GSTR-2B every week instead of every month, and added a phone-friendly approval screen so the owner can clear exceptions from the road. E-invoicing and e-way bills were switched on in the same project.',
    'Within two filing cycles the reconciliation took two days instead of ten, and unclaimed input tax credit fell to almost nothing.',
  ],
  scopeHeading: 'What we delivered',
  scope: [
    'TallyPrime implementation for two godowns under one GSTIN',
    'Weekly GSTR-2B reconciliation dashboard with supplier follow-up lists',
    'E-invoicing and e-way bills from the sales voucher',
    'Mobile approvals for purchase exceptions',
    'Role-based training for accounts and dispatch teams',
  ],
  galleryHeading: 'Project gallery',
  gallery: [
    { src: dashboard, alt: 'The GST dashboard: tax liability, input credit and pending returns above a monthly bar chart', ...SIZE },
    { src: reconciliation, alt: 'The GSTR-2B reconciliation table, with two supplier invoices flagged as mismatched', ...SIZE },
    { src: mobile, alt: 'The mobile approval screen listing purchase exceptions beside a credit summary', ...SIZE },
    { src: goLive, alt: 'The go-live training session: a trainer presenting a rising chart to the accounts team', ...SIZE },
  ],
  galleryCopy,
  navigation: {
    label: 'More projects',
    prev: { text: 'Prev Project', href: hrefs.portfolioDetails },
    next: { text: 'Next Project', href: hrefs.portfolioDetails },
  },
} satisfies ProjectDetailsContent;
