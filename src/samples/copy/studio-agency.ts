// Copy of the studio agency sample page (/studio-agency).
import heroBackground from '@/samples/assets/hero-background.svg';
import aboutThumbnail from '@/samples/assets/service-training.svg';
import studioHeroArt from '@/samples/assets/studio-hero.svg';
import { paths } from '@common/paths';
import type { BlogGridContent } from '@/samples/types/blog';
import type { NumberedCardsContent } from '@/samples/types/cards';
import type { AboutBlockContent, CtaContent } from '@/types/sections/company';
import type { ScrollingTextHeroContent } from '@/types/sections/heroes';
import type { TeamContent } from '@/samples/types/people';

export const studioHero = {
  uperTitle: 'Business Systems Studio',
  title: 'We turn messy spreadsheets into calm, clear systems',
  subTitle:
    'A studio of accountants, developers and trainers who design how your orders, stock and money flow, then build it in Tally and the tools around it.',
  btnText: 'Start a Conversation',
  btnUrl: paths.contact,
  backgroundSrc: heroBackground,
  marquee: ['TallyPrime', 'GST & E-Invoicing', 'ERP Consulting', 'Tally on Cloud', 'TDL Customisation', 'Corporate Training'],
} as const satisfies ScrollingTextHeroContent;

export const studioHeroPicture = {
  src: studioHeroArt,
  alt: 'Two consultants in front of a purple sales dashboard',
  width: 900,
  height: 720,
} as const;

export const studioIntro = {
  thumbnail: {
    src: aboutThumbnail,
    alt: 'Trainers presenting a stock report dashboard to a team',
    width: 720,
    height: 540,
  },
  uperTitle: 'Who We Are',
  title: 'Fifteen years of making accounts add up',
  subTitle:
    'Every project starts with listening: how you sell, buy, store and get paid. Then we design the simplest system that does the job and stay with you after go-live.',
  featureList: ['Process study before set-up', 'Clean data migration', 'Custom reports and formats', 'Hand-holding after go-live'],
  btnText: 'See All Project',
  btnUrl: paths.about,
} as const satisfies AboutBlockContent;

export const studioServices = {
  uperTitle: 'Core Services',
  title: 'Four ways we make your business easier to run',
  cards: [
    {
      title: 'ERP Consultation',
      subTitle: 'Choose, plan and scope the right system before a rupee is spent on licences.',
      href: paths.service,
    },
    {
      title: 'Tally Customisation',
      subTitle: 'TDL add-ons for approvals, invoice formats, commissions and MIS reports.',
      href: paths.service,
    },
    {
      title: 'GST Compliance',
      subTitle: 'Returns, reconciliation, e-invoices and e-way bills set up and kept current.',
      href: paths.service,
    },
    { title: 'Corporate Training', subTitle: 'Role-wise sessions for owners, accountants and stores teams.', href: paths.service },
  ],
} as const satisfies NumberedCardsContent;

export const studioWork = {
  uperTitle: 'Featured Work',
  title: 'Systems our clients rely on every day',
  btnText: 'View Portfolio',
  btnUrl: paths.portfolio,
} as const;

/** How many projects the featured-work grid shows. */
export const STUDIO_FEATURED_COUNT = 4;

export const studioTeam = {
  eyebrow: 'Our Team',
  title: 'The people behind the work',
  subtitle: 'Consultants, developers and trainers who speak the language of both accountants and owners.',
} as const satisfies Omit<TeamContent, 'members'>;

/** How many team members the studio page shows. */
export const STUDIO_TEAM_COUNT = 4;

export const studioTestimonials = {
  uperTitle: 'Testimonials',
  title: 'Kind words from our clients',
} as const;

export const studioCta = {
  title: 'Have a process that needs untangling?',
  subtitle: 'Tell us about it. The first conversation is free and comes with a written summary.',
  btnText: 'Contact Us',
  btnUrl: paths.contact,
} as const satisfies CtaContent;

export const studioNews = {
  uperTitle: 'Recent News',
  title: 'Fresh from our blog',
  btnText: 'All Articles',
  btnUrl: paths.blog,
} as const satisfies Omit<BlogGridContent, 'posts'>;

/** One large post and three smaller ones. */
export const STUDIO_NEWS_COUNT = 4;
