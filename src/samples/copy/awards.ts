// Sample recognitions for the awards list of the creative agency page.
import type { Award } from '@/types/sections/company';

export const awards = [
  {
    year: '2025',
    title: 'Tally 5-Star Partner of the Year, West Zone',
    issuer: 'Tally Solutions',
    subTitle: 'For the number of successful TallyPrime implementations and renewals in Maharashtra.',
  },
  {
    year: '2024',
    title: 'Best GST Compliance Roll-out',
    issuer: 'Pune SME Business Forum',
    subTitle: 'E-invoicing and e-way bill automation for 120 small manufacturers within one quarter.',
  },
  {
    year: '2023',
    title: 'Excellence in Customer Training',
    issuer: 'Maratha Chamber of Commerce',
    subTitle: 'Bilingual training programmes that brought 2,000 accountants onto TallyPrime.',
  },
  {
    year: '2022',
    title: 'Cloud Accounting Innovator',
    issuer: 'Digital MSME Awards',
    subTitle: 'Secure remote access to Tally data for multi-branch traders and distributors.',
  },
] as const satisfies readonly Award[];
