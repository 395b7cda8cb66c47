// Copy of the creative agency sample page (/light/): the template's layout, told in the language of
// our world (Tally, GST, ERP, cloud accounting for small and medium businesses).
import aboutThumbnail from '@/samples/assets/about-thumbnail.svg';
import heroBackground from '@/samples/assets/hero-background.svg';
import creativeHeroArt from '@/samples/assets/creative-hero.svg';
import parallax from '@/samples/assets/parallax.svg';
import serviceCloud from '@/samples/assets/service-cloud.svg';
import serviceGst from '@/samples/assets/service-gst.svg';
import serviceTally from '@/samples/assets/service-tally.svg';
import serviceTraining from '@/samples/assets/service-training.svg';
import { paths } from '@common/paths';
import type { QuestionAnswer } from '@/types/content';
import type { ServiceHoverTabsContent } from '@/samples/types/cards';
import type { AboutBlockContent, AccordionParallaxContent, CtaContent, FaqContent, StatsContent } from '@/types/sections/company';
import type { RotatingHeroContent } from '@/types/sections/heroes';

export const creativeHero = {
  miniTitles: ['TallyPrime Experts', 'GST Made Simple', 'Cloud Accounting', 'ERP That Fits'],
  title: 'We design the systems your business runs on',
  subTitle:
    'From the first voucher to the board-room dashboard, we plan, build and support accounting and ERP set-ups that small and medium businesses actually enjoy using.',
  btnText: 'Start a Project',
  btnUrl: paths.contact,
  backgroundSrc: heroBackground,
} as const satisfies RotatingHeroContent;

export const creativeHeroPicture = {
  src: creativeHeroArt,
  alt: 'An accounting dashboard floating on blue water, with cards saying GST filed 100% and books closed in 3 days',
  width: 1200,
  height: 800,
} as const;

export const creativeStats = {
  title: 'Dexterity in numbers',
  items: [
    { number: '15+', title: 'Years as a Tally partner' },
    { number: '3K+', title: 'Businesses on our systems' },
    { number: '100+', title: 'Business verticals served' },
    { number: '40+', title: 'Certified consultants' },
  ],
} as const satisfies StatsContent;

export const creativeAbout = {
  thumbnail: {
    src: aboutThumbnail,
    alt: 'Three consultants in front of a large accounting dashboard',
    width: 720,
    height: 720,
  },
  uperTitle: 'About Us',
  title: 'A small team with a big appetite for tidy books',
  subTitle:
    'We started in Pune in 2011 with one idea: accounting software should fit the way a business already works, not the other way round. Today our consultants design, customise and support Tally and ERP systems for traders, manufacturers and service firms.',
  featureList: [
    'Certified Tally 5-Star partner',
    'GST and e-invoicing specialists',
    'Training in English and Marathi',
    'Support within one working day',
  ],
  btnText: 'Our Story',
  btnUrl: paths.about,
} as const satisfies AboutBlockContent;

export const creativeWhyChooseUs = {
  uperTitle: 'Why Choose Us',
  title: 'Process-first consultants, not box sellers',
  image: { src: parallax, alt: '', width: 1400, height: 900 },
  items: [
    {
      title: 'We map your process before we touch the software',
      content:
        'A short on-site study of how orders, stock and payments really move through your business comes first. The configuration follows from it, so your team does not have to learn a new way of working.',
    },
    {
      title: 'Compliance is built in, not bolted on',
      content:
        'GST returns, e-invoices, e-way bills, TDS and payroll statutory reports are set up and tested with your own data before go-live, and kept current when the rules change.',
    },
    {
      title: 'Training that sticks',
      content:
        'Role-wise sessions for owners, accountants and stores staff, with printed quick guides and recorded refreshers for new joiners.',
    },
    {
      title: 'Support you can reach',
      content:
        'A named consultant, a shared ticket log and remote sessions within one working day. Critical month-end issues are answered the same day.',
    },
  ] satisfies QuestionAnswer[],
} as const satisfies AccordionParallaxContent;

export const creativeServices = {
  uperTitle: 'Our Services',
  title: 'What we do best',
  services: [
    {
      title: 'TallyPrime Implementation',
      subTitle: 'Licences, company set-up, masters migration and go-live support for single and multi-branch businesses.',
      href: paths.service,
      image: { src: serviceTally, alt: '', width: 720, height: 540 },
    },
    {
      title: 'GST & E-Invoicing',
      subTitle: 'Returns, reconciliation with GSTR-2B, e-invoice and e-way bill automation straight from your vouchers.',
      href: paths.service,
      image: { src: serviceGst, alt: '', width: 720, height: 540 },
    },
    {
      title: 'Tally on Cloud',
      subTitle: 'Secure remote access to your company data from any branch, with daily backups and role-wise rights.',
      href: paths.service,
      image: { src: serviceCloud, alt: '', width: 720, height: 540 },
    },
    {
      title: 'Corporate Training',
      subTitle: 'Hands-on sessions for accountants, owners and stores teams, in English and Marathi.',
      href: paths.service,
      image: { src: serviceTraining, alt: '', width: 720, height: 540 },
    },
  ],
} as const satisfies ServiceHoverTabsContent;

export const creativePortfolio = {
  uperTitle: 'Our Portfolio',
  title: 'Recent projects we are proud of',
  btnText: 'See All Projects',
  btnUrl: paths.portfolio,
} as const;

export const creativeAwards = {
  uperTitle: 'Awards',
  title: 'Recognition for work done well',
} as const;

export const creativeTestimonials = {
  uperTitle: 'Testimonials',
  title: 'What our clients say',
} as const;

export const creativeCta = {
  title: 'Ready to close your books faster?',
  subtitle: 'Tell us how your business runs today; we will show you what it could look like in six weeks.',
  btnText: 'Contact Us',
  btnUrl: paths.contact,
} as const satisfies CtaContent;

export const creativeBlog = {
  uperTitle: 'Our Blog',
  title: 'Notes from the accounting desk',
} as const;

export const creativeFaq = {
  eyebrow: 'FAQ',
  title: 'Questions we hear every week',
  items: [
    {
      title: 'How long does a TallyPrime implementation take?',
      content:
        'A single-company set-up with masters migration usually goes live in two to three weeks; multi-branch or customised projects take six to ten weeks.',
    },
    {
      title: 'Can you move our data from another accounting package?',
      content:
        'Yes. We migrate ledgers, stock items, opening balances and open bills from most packages and spreadsheets, and reconcile the totals with you before go-live.',
    },
    {
      title: 'Is Tally on Cloud safe for our financial data?',
      content:
        'Data stays on a dedicated, encrypted server with daily backups; every user gets their own login with role-wise rights, and access can be limited by location.',
    },
    {
      title: 'Do you train our staff?',
      content: 'Every project includes role-wise training. We also run open batches and in-house sessions in English and Marathi.',
    },
    {
      title: 'What does support cost after go-live?',
      content:
        'The first month is included. After that you can choose an annual support plan or pay per visit; see the plans on our services page.',
    },
  ] satisfies QuestionAnswer[],
} as const satisfies FaqContent;
