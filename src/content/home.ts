// The home page's copy and artwork (business version, docs/requirements/spec.md §2 'Home page').
import aboutPartner from '@/assets/home/about-partner.svg';
import heroClassroom from '@/assets/home/hero-classroom.svg';
import heroCloud from '@/assets/home/hero-cloud.svg';
import heroDashboard from '@/assets/home/hero-dashboard.svg';
import heroLedger from '@/assets/home/hero-ledger.svg';
import videoThumbnail from '@/assets/home/video-thumbnail.svg';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import type { QuestionAnswer } from '@/types/content';
import type {
  CtaContent,
  FaqContent,
  HomeAboutContent,
  HomeOfferingsCopy,
  HomeWhyContent,
  OfferingCardCopy,
  StatsContent,
  VideoContent,
  WhyStep,
} from '@/types/sections/company';
import type { HomeHeroContent, HomeHeroSlide } from '@/types/sections/heroes';
import type { PricingSectionContent } from '@/types/feature-sections';

/** Ids of the home sections that links on the page point at. */
export const HOME_ANCHORS = { about: 'about', service: 'service' } as const;

export const homeContent = {
  hero: {
    /** The page's h1: the company string (docs/requirements/spec.md §1). */
    heading: company.tagline,
    label: 'Highlights',
    imageSize: { width: 640, height: 520 },
    primaryCta: { text: 'Talk to an expert', href: paths.contact },
    secondaryCta: { text: 'Explore our offerings', href: paths.service },
    scrollTo: { label: 'Scroll to our offerings', href: `#${HOME_ANCHORS.service}` },
    slides: [
      {
        miniTitle: `Certified Tally 5-Star partner since ${company.partnerSince}`,
        title: 'TallyPrime, set up right from day one',
        subTitle:
          'Licences, installation, data migration and GST-ready configuration, handled by certified consultants who have done it for hundreds of businesses.',
        thumbnailSrc: heroLedger,
        imageAlt: 'A TallyPrime ledger with GST-ready vouchers and a verified return',
      },
      {
        miniTitle: 'ERP consultation',
        title: 'An ERP roll-out that fits the way you work',
        subTitle:
          'Our 6-step implementation process takes you from requirement study to go-live and support, without stopping your daily operations.',
        thumbnailSrc: heroDashboard,
        imageAlt: 'An ERP dashboard with sales, stock and cash-flow charts',
      },
      {
        miniTitle: 'Cloud services',
        title: 'Your Tally data, secure and reachable anywhere',
        subTitle:
          'Tally on Cloud with encrypted access, automatic backups and one set of books for every branch, your auditor and people on the move.',
        thumbnailSrc: heroCloud,
        imageAlt: 'Tally on Cloud: secure servers reached from a laptop and a phone',
      },
      {
        miniTitle: 'Corporate trainings',
        title: 'Accounts teams that get the most out of Tally',
        subTitle:
          'Hands-on TallyPrime, GST and payroll training for your staff, from the first voucher to year-end closing, at your office or ours.',
        thumbnailSrc: heroClassroom,
        imageAlt: 'A trainer presenting TallyPrime reports to a class of accountants',
      },
    ] satisfies HomeHeroSlide[],
  } satisfies HomeHeroContent,
  about: {
    eyebrow: 'About Us',
    title: `Pune’s Tally and ERP partner since ${company.partnerSince}`,
    paragraphs: [
      `Dexterity is a certified Tally 5-Star partner. Since ${company.partnerSince} we have helped small and medium businesses choose, set up and run TallyPrime — and grow into full ERP when they are ready.`,
      'Manufacturers, traders, distributors, retailers, pharma, construction and service firms: we have configured Tally for more than 100 business verticals, so we speak your industry’s language before the first meeting ends.',
    ],
    points: [
      `Certified Tally 5-Star partner since ${company.partnerSince}`,
      '100+ business verticals served',
      'A proven 6-step ERP implementation process',
      'Consultants, developers and trainers under one roof',
    ],
    link: { text: 'Our Story', href: paths.about },
    image: { src: aboutPartner, alt: 'Dexterity consultants beside the Tally 5-Star partner badge, since 2011', width: 560, height: 480 },
  } satisfies HomeAboutContent,
  offerings: {
    eyebrow: 'Our Offerings',
    title: 'Everything your business needs to run on Tally',
    subtitle: 'Software, expertise and custom development from one accountable partner.',
    cards: [
      {
        key: 'products',
        offering: 'Tally Software & Services',
        title: 'Products',
        subTitle: 'Genuine Tally software, installed and activated for you.',
        points: ['TallyPrime Silver and Gold licences', 'TallyPrime Server for large teams', 'Renewals (TSS) and add-ons'],
        linkText: 'See products',
      },
      {
        key: 'services',
        offering: 'ERP Consultation',
        title: 'Services',
        subTitle: 'Certified consultants from selection to support.',
        points: ['ERP consultation and implementation', 'Tally on Cloud and data migration', 'Annual support and corporate trainings'],
        linkText: 'See services',
      },
      {
        key: 'solutions',
        offering: 'Tally Developments',
        title: 'Solutions',
        subTitle: 'Tally developments shaped around your process.',
        points: ['Custom TDL reports and invoice formats', 'Approval workflows and controls', 'Integrations with e-commerce and banking'],
        linkText: 'See solutions',
      },
    ] satisfies OfferingCardCopy[],
  } satisfies HomeOfferingsCopy,
  why: {
    eyebrow: 'Why Dexterity',
    title: 'A partner that stays after go-live',
    text: 'Software is the easy part. What makes an implementation work is understanding how your business really runs — and being there when the GST rules change or your team grows. That is what we have done, every day, since 2011.',
    points: [
      'Certified consultants who know Tally inside out',
      'Fixed scope and clear pricing before we start',
      'Local support team in Pune, on call and on site',
      'Your data migrated and checked, not just copied',
    ],
    button: { text: 'Learn more about us', href: paths.about },
    processTitle: 'Our 6-step ERP implementation process',
    processLabel: 'The six implementation steps',
    process: [
      { title: 'Requirement study', text: 'We sit with your accounts, stores and sales teams to map how work really flows today.' },
      { title: 'Solution design', text: 'A written blueprint: masters, voucher types, reports, controls and the licences you need.' },
      { title: 'Configuration & customisation', text: 'TallyPrime set up to the blueprint, with TDL customisations where standard features stop.' },
      { title: 'Data migration', text: 'Opening balances, masters and history moved across and reconciled before you switch.' },
      { title: 'Training & go-live', text: 'Role-wise training for every user, then a supervised go-live on a date that suits you.' },
      { title: 'Support & review', text: 'Hand-holding after launch and periodic reviews as your business and the rules change.' },
    ] satisfies WhyStep[],
  } satisfies HomeWhyContent,
  stats: {
    title: 'Dexterity in numbers',
    items: [
      { title: 'Years of combined ERP expertise', number: '200+' },
      { title: 'Satisfied clients', number: '5K+' },
      { title: 'Projects delivered', number: '2K+' },
      { title: 'Business segments', number: '50+' },
    ],
  } satisfies StatsContent,
  video: {
    eyebrow: 'See us at work',
    title: 'How a TallyPrime implementation comes together',
    subtitle: 'Two minutes on how we take a business from spreadsheets to a live, GST-ready TallyPrime.',
    // TO CONFIRM: the company's own YouTube video id replaces this sample before launch.
    videoId: 'aqz-KE-bpKQ',
    videoTitle: 'How Dexterity implements TallyPrime',
    thumbnailSrc: videoThumbnail,
    thumbnailAlt: 'A Dexterity consultant reviewing a TallyPrime dashboard with a client',
  } satisfies VideoContent,
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions we are asked every week',
    subtitle: 'Straight answers about Tally, licences, GST, cloud, customisation, training and support.',
    items: [
      {
        title: 'What does it mean that Dexterity is a Tally 5-Star partner?',
        content: `Tally Solutions rates its partners on certified staff, customer satisfaction and the quality of their implementations. 5-Star is the highest rating, and we have held it since ${company.partnerSince}. For you it means trained consultants, genuine licences and direct escalation to Tally when needed.`,
      },
      {
        title: 'Which TallyPrime licence do I need: Silver or Gold?',
        content:
          'Silver is a single-user licence for one computer. Gold allows unlimited users on a local network at the same time. If more than one person enters vouchers or you have a branch, Gold is usually the better value. We will recommend the right one after a short call.',
      },
      {
        title: 'Is TallyPrime ready for GST, e-invoicing and e-way bills?',
        content:
          'Yes. TallyPrime files GSTR-1 and GSTR-3B data, generates e-invoices with IRN and QR code, and creates e-way bills from the invoice itself. We configure tax rates, HSN/SAC codes and ledgers correctly so your returns reconcile the first time.',
      },
      {
        title: 'Can I use Tally from home or another branch?',
        content:
          'Yes, with Tally on Cloud. Your company data lives on a secure, backed-up server and your team opens the same books from any computer with internet access, with separate logins and rights for each user. No VPN or office server to maintain.',
      },
      {
        title: 'How safe is my data on the cloud?',
        content:
          'Connections are encrypted, every user has a personal login, and data is backed up automatically every day. You can download a copy of your company data at any time — it always remains yours.',
      },
      {
        title: 'Can Tally be customised for my business?',
        content:
          'Yes. With TDL (Tally Definition Language) we build custom invoice and report formats, extra fields, approval steps, alerts and integrations with your website, e-commerce store or bank. Customisations are tested on your data and survive TallyPrime upgrades.',
      },
      {
        title: 'How long does a TallyPrime or ERP implementation take?',
        content:
          'A standard TallyPrime set-up with data migration takes a few days. A multi-branch ERP roll-out following our 6-step process usually takes four to eight weeks, depending on customisation and how much history we migrate.',
      },
      {
        title: 'Do you move my data from spreadsheets or another software?',
        content:
          'Yes. We migrate masters, opening balances and transaction history from Excel, older Tally versions and most other accounting packages, then reconcile the balances with you before you go live.',
      },
      {
        title: 'Do you offer training for our accounts team?',
        content:
          'Yes. We run corporate trainings on TallyPrime, GST, payroll and inventory, at your office or ours, from basics to advanced reporting. Every batch gets practice data and notes to keep.',
      },
      {
        title: 'What support do I get after go-live?',
        content:
          'Every implementation includes a hand-holding period. After that, an annual support plan gives you phone and remote help, on-site visits when needed, and TSS renewal so you always run the latest, compliant TallyPrime release.',
      },
    ] satisfies QuestionAnswer[],
  } satisfies FaqContent,
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with your business',
    subtitle: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
  } satisfies PricingSectionContent,
  cta: {
    title: 'Ready to simplify your accounting?',
    subtitle: 'Tell us about your business and a certified consultant will call you back within one working day.',
    btnText: 'Contact Us',
    btnUrl: paths.contact,
  } satisfies CtaContent,
} as const;
