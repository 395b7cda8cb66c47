// Copy of the tech-startup sample landing page (/light/tech-startup): a cloud accounting product
// for small businesses, in the template's layout.
import heroBackground from '@/samples/assets/hero-background.svg';
import techHeroArt from '@/samples/assets/tech-hero.svg';
import videoPoster from '@/samples/assets/video-poster.svg';
import { paths } from '@common/paths';
import type { IconCardsContent } from '@/samples/types/cards';
import type { CtaContent, StatsContent, VideoContent } from '@/types/sections/company';
import type { RotatingHeroContent } from '@/types/sections/heroes';
import type { PricingSectionContent } from '@/types/feature-sections';

export const techHero = {
  miniTitles: ['Cloud Accounting', 'GST Ready', 'Made for SMEs'],
  title: 'Your books, live on every device',
  subTitle:
    'TallyPrime on a secure cloud with automatic backups, branch-wise access and GST reports a click away. Set up in a day, no servers to look after.',
  btnText: 'Get Started',
  btnUrl: paths.contact,
  backgroundSrc: heroBackground,
} as const satisfies RotatingHeroContent;

export const techHeroPicture = {
  src: techHeroArt,
  alt: 'A cloud accounting dashboard with sales, purchases and bank balance cards',
  width: 900,
  height: 760,
} as const;

/** The hero's video, played in the modal. */
export const techHeroVideo = {
  videoId: 'Vd4Ty2X1cLs',
  videoTitle: 'Tally on Cloud in two minutes',
  label: 'Play video: Tally on Cloud in two minutes',
} as const;

export const techLogos = { title: 'Businesses that run on our cloud' } as const;

export const techFeatures = {
  uperTitle: 'Features',
  title: 'Everything a growing business needs',
  cards: [
    { icon: 'cloud', title: 'Access Anywhere', subTitle: 'Open your company from office, home or a branch, on a laptop or a tablet.' },
    { icon: 'shield', title: 'Bank-Grade Security', subTitle: 'Encrypted connections, per-user logins and daily off-site backups.' },
    { icon: 'receipt', title: 'GST Built In', subTitle: 'E-invoices, e-way bills and GSTR-1 straight from your vouchers.' },
    { icon: 'zap', title: 'Fast Set-up', subTitle: 'We move your data and have your team working in a single day.' },
  ],
} as const satisfies IconCardsContent;

export const techGoals = {
  uperTitle: 'Who We Are',
  title: 'Our goal, mission and vision',
  cards: [
    {
      icon: 'target',
      title: 'Our Goal',
      subTitle: 'Give every small business the reporting and control that large companies take for granted.',
    },
    { icon: 'rocket', title: 'Our Mission', subTitle: 'Make accounting software simple to start, safe to run and easy to grow with.' },
    { icon: 'eye', title: 'Our Vision', subTitle: 'A country where no business owner waits until March to know how the year went.' },
  ],
} as const satisfies IconCardsContent;

export const techServices = {
  uperTitle: 'Services',
  title: 'How we help you get there',
  cards: [
    { icon: 'spreadsheet', title: 'Data Migration', subTitle: 'Ledgers, stock and open bills moved from your old package and reconciled.' },
    { icon: 'layers', title: 'Customisation', subTitle: 'Invoice formats, approval steps and reports shaped around your process.' },
    { icon: 'users', title: 'Team Training', subTitle: 'Short role-wise sessions so everyone is confident from day one.' },
    { icon: 'support', title: 'Ongoing Support', subTitle: 'A named consultant and answers within one working day.' },
  ],
} as const satisfies IconCardsContent;

export const techVideo = {
  eyebrow: 'See It Working',
  title: 'A month-end close, start to finish',
  subtitle: 'Watch a distributor close its books and file GST returns from the cloud in under ten minutes.',
  videoId: 'Vd4Ty2X1cLs',
  videoTitle: 'Month-end close on Tally on Cloud',
  thumbnailSrc: videoPoster,
  thumbnailAlt: 'A dashboard with monthly sales and purchase bars',
} as const satisfies VideoContent;

/** docs/requirements/spec.md §2 tech startup (template statistics, §9: 22k, 15k, 121, 15). */
export const techStats = {
  title: 'Our work in numbers',
  items: [
    { number: '22k', title: 'Happy Customers' },
    { number: '15k', title: "Work's Completed" },
    { number: '121', title: 'Skilled Team Members' },
    { number: '15', title: 'Most Valuable Awards' },
  ],
} as const satisfies StatsContent;

export const techTestimonials = {
  uperTitle: 'Testimonials',
  title: 'Loved by finance teams',
} as const;

/** The testimonial slider shows three quotes (docs/requirements/spec.md §2). */
export const TECH_TESTIMONIAL_COUNT = 3;

export const techBlog = {
  uperTitle: 'Latest News',
  title: 'Read our latest articles',
} as const;

/** The blog carousel shows eight posts (docs/requirements/spec.md §2). */
export const TECH_BLOG_POST_COUNT = 8;

export const techCta = {
  title: 'Move your books to the cloud this week',
  subtitle: 'Book a free demo and we will show you your own data running online.',
  btnText: 'Contact Us',
  btnUrl: paths.contact,
} as const satisfies CtaContent;

/** The pricing section's heading; the plans come from the pricing feature. */
export const techPricing = {
  eyebrow: 'Pricing',
  title: 'Plans that grow with your business',
  subtitle: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
} as const satisfies PricingSectionContent;
