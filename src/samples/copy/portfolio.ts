// The eight sample projects of the portfolio grid (portfolio page and the sample home pages).
import cloudLedger from '@/samples/assets/portfolio/cloud-ledger.svg';
import eInvoice from '@/samples/assets/portfolio/e-invoice.svg';
import gstDashboard from '@/samples/assets/portfolio/gst-dashboard.svg';
import misReports from '@/samples/assets/portfolio/mis-reports.svg';
import payrollSuite from '@/samples/assets/portfolio/payroll-suite.svg';
import salesCrm from '@/samples/assets/portfolio/sales-crm.svg';
import tallyInventory from '@/samples/assets/portfolio/tally-inventory.svg';
import warehouseApp from '@/samples/assets/portfolio/warehouse-app.svg';
import { hrefs } from '@common/paths';
import type { PortfolioProject } from '@/samples/types/work';

const TALL = { width: 640, height: 760 } as const;
const SHORT = { width: 640, height: 520 } as const;

export const portfolioProjects = [
  {
    href: hrefs.portfolioDetails,
    imgUrl: gstDashboard,
    ...TALL,
    title: 'GST Return Dashboard for a Pune Distributor',
    category: 'GST Compliance',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: tallyInventory,
    ...SHORT,
    title: 'Tally Prime Inventory Roll-out',
    category: 'Tally Implementation',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: cloudLedger,
    ...SHORT,
    title: 'Cloud Ledger Migration for a CA Firm',
    category: 'Cloud Accounting',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: payrollSuite,
    ...TALL,
    title: 'Payroll and Attendance for 400 Staff',
    category: 'HR & Payroll',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: eInvoice,
    ...SHORT,
    title: 'E-Invoicing and E-Way Bill Automation',
    category: 'GST Compliance',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: warehouseApp,
    ...TALL,
    title: 'Multi-Godown Stock Control for a Manufacturer',
    category: 'ERP Customisation',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: salesCrm,
    ...SHORT,
    title: 'Sales Pipeline Linked to Tally Vouchers',
    category: 'Integration',
    btnText: 'See Details',
  },
  {
    href: hrefs.portfolioDetails,
    imgUrl: misReports,
    ...TALL,
    title: 'Monthly MIS Reports for an SME Group',
    category: 'Reporting & Analytics',
    btnText: 'See Details',
  },
] as const satisfies readonly PortfolioProject[];
