// Copy of the digital agency sample page (/digital-agency).
import heroBackground from '@/samples/assets/hero-background.svg';
import aboutThumbnail from '@/samples/assets/service-cloud.svg';
import whatWeDoArt from '@/samples/assets/service-gst.svg';
import videoPoster from '@/samples/assets/video-poster.svg';
import { paths } from '@common/paths';
import type { BlogGridContent } from '@/samples/types/blog';
import type { IconCardsContent } from '@/samples/types/cards';
import type { AboutBlockContent, CtaContent, StatsContent, VideoContent } from '@/types/sections/company';
import type { RotatingHeroContent } from '@/types/sections/heroes';
import type { PortfolioSliderContent } from '@/samples/types/work';
import type { PricingSectionContent } from '@/types/feature-sections';

export const digitalHero = {
  miniTitles: ['Digital Finance', 'Smart Reporting', 'Connected Teams'],
  title: 'Digital-first accounting for modern businesses',
  subTitle:
    'We connect your billing, stock, banking and GST into one flow, so the numbers you need are on your phone before your morning tea.',
  btnText: 'Explore Services',
  btnUrl: paths.service,
  backgroundSrc: heroBackground,
} as const satisfies RotatingHeroContent;

/** The hero's embedded video: a thumbnail until the visitor plays it (nothing loads from YouTube before). */
export const digitalHeroVideo = {
  videoId: 'Vd4Ty2X1cLs',
  videoTitle: 'How a Pune distributor went paperless with TallyPrime',
  thumbnailSrc: videoPoster,
  thumbnailAlt: 'A dashboard with monthly sales and purchase bars',
} as const satisfies VideoContent;

export const digitalStats = {
  title: 'Results that speak',
  items: [
    { number: '3K+', title: 'Businesses served' },
    { number: '15+', title: 'Years of experience' },
    { number: '60+', title: 'Cities with our clients' },
    { number: '40+', title: 'Certified consultants' },
  ],
} as const satisfies StatsContent;

export const digitalCompany = {
  thumbnail: {
    src: aboutThumbnail,
    alt: 'A cloud accounting dashboard with purchase and sales charts',
    width: 720,
    height: 540,
  },
  uperTitle: 'Company Info',
  title: 'A partner for every step of your digital journey',
  subTitle:
    'From the first licence to a fully connected ERP, we plan, implement and support the systems that keep small and medium businesses in control of their money.',
  featureList: [
    'Tally 5-Star partner since 2011',
    'Cloud and on-premise set-ups',
    'Integrations with banks and portals',
    'Custom dashboards and MIS',
  ],
  btnText: 'Our Services',
  btnUrl: paths.service,
} as const satisfies AboutBlockContent;

/** docs/requirements/spec.md §2 digital agency: 'What We Do' progress bars (§9: 75, 85, 95). */
export const digitalWhatWeDo = {
  uperTitle: 'What We Do',
  title: 'Skills we bring to every project',
  subTitle: 'Our consultants combine accounting knowledge with the craft of building digital systems people like to use.',
  image: { src: whatWeDoArt, alt: '', width: 720, height: 540 },
  bars: [
    { label: 'Digital Marketing', value: 75 },
    { label: 'Brand Strategy', value: 85 },
    { label: 'Competitor Analysis', value: 95 },
  ],
} as const;

export const digitalServices = {
  uperTitle: 'Our Services',
  title: 'Four services, one connected system',
  cards: [
    { icon: 'chart', title: 'MIS Dashboards', subTitle: 'Daily sales, margins, receivables and cash in one live view.' },
    { icon: 'receipt', title: 'GST Automation', subTitle: 'E-invoices, e-way bills and returns straight from your vouchers.' },
    { icon: 'cloud', title: 'Tally on Cloud', subTitle: 'Secure access for every branch, with daily backups.' },
    { icon: 'compass', title: 'ERP Consulting', subTitle: 'The right system chosen and scoped before you buy.' },
  ],
} as const satisfies IconCardsContent;

export const digitalPortfolio = {
  uperTitle: 'Portfolio',
  title: 'Projects that changed how our clients work',
} as const satisfies Omit<PortfolioSliderContent, 'projects'>;

export const digitalTestimonials = {
  uperTitle: 'Testimonials',
  title: 'Trusted by business owners',
} as const;

export const digitalCta = {
  title: "Let's build your digital back office",
  subtitle: 'Share your current set-up and get a free plan for what to automate first.',
  btnText: 'Contact Us',
  btnUrl: paths.contact,
} as const satisfies CtaContent;

export const digitalBlog = {
  uperTitle: 'Our Blog',
  title: 'Ideas for running a smarter business',
  btnText: 'All Articles',
  btnUrl: paths.blog,
} as const satisfies Omit<BlogGridContent, 'posts'>;

/** One large post and two smaller ones. */
export const DIGITAL_BLOG_COUNT = 3;

export const digitalBrands = { title: 'Businesses that trust us' } as const;

/** One row of six logos. */
export const DIGITAL_BRAND_COUNT = 6;

/** The pricing section's heading; the plans come from the pricing feature. */
export const digitalPricing = {
  eyebrow: 'Pricing',
  title: 'Plans that grow with your business',
  subtitle: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
} as const satisfies PricingSectionContent;
