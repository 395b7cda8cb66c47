// Copy of the /portfolio page around the shared project grid (./portfolio.ts).
import { paths } from '@common/paths';
import type { CtaContent } from '@/types/sections/company';

export const portfolioPage = {
  eyebrow: 'Our work',
  heading: 'Projects delivered for growing businesses',
  subtitle:
    'Tally implementations, GST automation, cloud migrations and ERP customisation for distributors, manufacturers, CA firms and service companies.',
  cta: {
    title: 'Have a project like these in mind?',
    subtitle: 'Tell us about your business and we will suggest the right Tally, ERP or cloud setup, with a clear plan and budget.',
    btnText: 'Send Message',
    btnUrl: paths.contact,
  } satisfies CtaContent,
} as const;
