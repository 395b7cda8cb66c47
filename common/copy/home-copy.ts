// The home page's copy as the site has it built in, for the site and the server alike: the page shows it when
// its content cannot be read (src/app/routes/home.tsx loads this module only then). Migration 15 wrote the
// same texts into a new database's home tables, written out in its own SQL
// (server/db/migrations/0015-home-page-copy.sql), so a change here never changes what a migration did. The
// seed holds them too: src/copy/home-copy.test.ts keeps the seed (server/db/seed-content.json) equal to this
// copy, and server/db/home-content.test.ts keeps what migration 15 wrote equal to the seed. Staff change the
// live copy in the content editor (Home page and its lists).
import type { HomeCopy } from '../content-model/home-kinds.ts';

export const builtInHomeCopy: HomeCopy = {
  id: 1,
  hero_primary_cta: 'Talk to an expert',
  hero_secondary_cta: 'Explore our offerings',
  about_eyebrow: 'About Us',
  about_title: 'Pune’s Tally and ERP partner since 2011',
  about_text:
    'Dexterity is a certified Tally 5-Star partner. Since 2011 we have helped small and medium businesses choose, set up and run TallyPrime — and grow into full ERP when they are ready.\n\nManufacturers, traders, distributors, retailers, pharma, construction and service firms: we have configured Tally for more than 100 business verticals, so we speak your industry’s language before the first meeting ends.',
  about_points:
    'Certified Tally 5-Star partner since 2011\n100+ business verticals served\nA proven 6-step ERP implementation process\nConsultants, developers and trainers under one roof',
  about_link: 'Our Story',
  about_image_alt: 'Dexterity consultants beside the Tally 5-Star partner badge, since 2011',
  offerings_eyebrow: 'Our Offerings',
  offerings_title: 'Everything your business needs to run on Tally',
  offerings_text: 'Software, expertise and custom development from one accountable partner.',
  products_offering: 'Tally Software & Services',
  products_title: 'Products',
  products_text: 'Genuine Tally software, installed and activated for you.',
  products_points: 'TallyPrime Silver and Gold licences\nTallyPrime Server for large teams\nRenewals (TSS) and add-ons',
  products_link: 'See products',
  services_offering: 'ERP Consultation',
  services_title: 'Services',
  services_text: 'Certified consultants from selection to support.',
  services_points: 'ERP consultation and implementation\nTally on Cloud and data migration\nAnnual support and corporate trainings',
  services_link: 'See services',
  solutions_offering: 'Tally Developments',
  solutions_title: 'Solutions',
  solutions_text: 'Tally developments shaped around your process.',
  solutions_points: 'Custom TDL reports and invoice formats\nApproval workflows and controls\nIntegrations with e-commerce and banking',
  solutions_link: 'See solutions',
  why_eyebrow: 'Why Dexterity',
  why_title: 'A partner that stays after go-live',
  why_text:
    'Software is the easy part. What makes an implementation work is understanding how your business really runs — and being there when the GST rules change or your team grows. That is what we have done, every day, since 2011.',
  why_points:
    'Certified consultants who know Tally inside out\nFixed scope and clear pricing before we start\nLocal support team in Pune, on call and on site\nYour data migrated and checked, not just copied',
  why_button: 'Learn more about us',
  why_process_title: 'Our 6-step ERP implementation process',
  why_process_label: 'The six implementation steps',
  why_process: [
    {
      'Requirement study': 'We sit with your accounts, stores and sales teams to map how work really flows today.',
    },
    {
      'Solution design': 'A written blueprint: masters, voucher types, reports, controls and the licences you need.',
    },
    {
      'Configuration & customisation': 'TallyPrime set up to the blueprint, with TDL customisations where standard features stop.',
    },
    {
      'Data migration': 'Opening balances, masters and history moved across and reconciled before you switch.',
    },
    {
      'Training & go-live': 'Role-wise training for every user, then a supervised go-live on a date that suits you.',
    },
    {
      'Support & review': 'Hand-holding after launch and periodic reviews as your business and the rules change.',
    },
  ],
  statistics_title: 'Dexterity in numbers',
  video_eyebrow: 'See us at work',
  video_title: 'How a TallyPrime implementation comes together',
  video_text: 'Two minutes on how we take a business from spreadsheets to a live, GST-ready TallyPrime.',
  video_id: 'aqz-KE-bpKQ',
  video_name: 'How Dexterity implements TallyPrime',
  video_image_alt: 'A Dexterity consultant reviewing a TallyPrime dashboard with a client',
  faq_eyebrow: 'FAQ',
  faq_title: 'Questions we are asked every week',
  faq_text: 'Straight answers about Tally, licences, GST, cloud, customisation, training and support.',
  pricing_eyebrow: 'Pricing',
  pricing_title: 'Plans that grow with your business',
  pricing_text: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
  cta_title: 'Ready to simplify your accounting?',
  cta_text: 'Tell us about your business and a certified consultant will call you back within one working day.',
  cta_button: 'Contact Us',
  hero_slides: [
    {
      id: 1,
      mini_title: 'Certified Tally 5-Star partner since 2011',
      title: 'TallyPrime, set up right from day one',
      text: 'Licences, installation, data migration and GST-ready configuration, handled by certified consultants who have done it for hundreds of businesses.',
      picture: 'ledger',
      image: '',
      image_alt: 'A TallyPrime ledger with GST-ready vouchers and a verified return',
    },
    {
      id: 2,
      mini_title: 'ERP consultation',
      title: 'An ERP roll-out that fits the way you work',
      text: 'Our 6-step implementation process takes you from requirement study to go-live and support, without stopping your daily operations.',
      picture: 'dashboard',
      image: '',
      image_alt: 'An ERP dashboard with sales, stock and cash-flow charts',
    },
    {
      id: 3,
      mini_title: 'Cloud services',
      title: 'Your Tally data, secure and reachable anywhere',
      text: 'Tally on Cloud with encrypted access, automatic backups and one set of books for every branch, your auditor and people on the move.',
      picture: 'cloud',
      image: '',
      image_alt: 'Tally on Cloud: secure servers reached from a laptop and a phone',
    },
    {
      id: 4,
      mini_title: 'Corporate trainings',
      title: 'Accounts teams that get the most out of Tally',
      text: 'Hands-on TallyPrime, GST and payroll training for your staff, from the first voucher to year-end closing, at your office or ours.',
      picture: 'classroom',
      image: '',
      image_alt: 'A trainer presenting TallyPrime reports to a class of accountants',
    },
  ],
  statistics: [
    {
      id: 1,
      value: '200+',
      label: 'Years of combined ERP expertise',
    },
    {
      id: 2,
      value: '5K+',
      label: 'Satisfied clients',
    },
    {
      id: 3,
      value: '2K+',
      label: 'Projects delivered',
    },
    {
      id: 4,
      value: '50+',
      label: 'Business segments',
    },
  ],
  faq: [
    {
      id: 1,
      question: 'What does it mean that Dexterity is a Tally 5-Star partner?',
      answer:
        'Tally Solutions rates its partners on certified staff, customer satisfaction and the quality of their implementations. 5-Star is the highest rating, and we have held it since 2011. For you it means trained consultants, genuine licences and direct escalation to Tally when needed.',
    },
    {
      id: 2,
      question: 'Which TallyPrime licence do I need: Silver or Gold?',
      answer:
        'Silver is a single-user licence for one computer. Gold allows unlimited users on a local network at the same time. If more than one person enters vouchers or you have a branch, Gold is usually the better value. We will recommend the right one after a short call.',
    },
    {
      id: 3,
      question: 'Is TallyPrime ready for GST, e-invoicing and e-way bills?',
      answer:
        'Yes. TallyPrime files GSTR-1 and GSTR-3B data, generates e-invoices with IRN and QR code, and creates e-way bills from the invoice itself. We configure tax rates, HSN/SAC codes and ledgers correctly so your returns reconcile the first time.',
    },
    {
      id: 4,
      question: 'Can I use Tally from home or another branch?',
      answer:
        'Yes, with Tally on Cloud. Your company data lives on a secure, backed-up server and your team opens the same books from any computer with internet access, with separate logins and rights for each user. No VPN or office server to maintain.',
    },
    {
      id: 5,
      question: 'How safe is my data on the cloud?',
      answer:
        'Connections are encrypted, every user has a personal login, and data is backed up automatically every day. You can download a copy of your company data at any time — it always remains yours.',
    },
    {
      id: 6,
      question: 'Can Tally be customised for my business?',
      answer:
        'Yes. With TDL (Tally Definition Language) we build custom invoice and report formats, extra fields, approval steps, alerts and integrations with your website, e-commerce store or bank. Customisations are tested on your data and survive TallyPrime upgrades.',
    },
    {
      id: 7,
      question: 'How long does a TallyPrime or ERP implementation take?',
      answer:
        'A standard TallyPrime set-up with data migration takes a few days. A multi-branch ERP roll-out following our 6-step process usually takes four to eight weeks, depending on customisation and how much history we migrate.',
    },
    {
      id: 8,
      question: 'Do you move my data from spreadsheets or another software?',
      answer:
        'Yes. We migrate masters, opening balances and transaction history from Excel, older Tally versions and most other accounting packages, then reconcile the balances with you before you go live.',
    },
    {
      id: 9,
      question: 'Do you offer training for our accounts team?',
      answer:
        'Yes. We run corporate trainings on TallyPrime, GST, payroll and inventory, at your office or ours, from basics to advanced reporting. Every batch gets practice data and notes to keep.',
    },
    {
      id: 10,
      question: 'What support do I get after go-live?',
      answer:
        'Every implementation includes a hand-holding period. After that, an annual support plan gives you phone and remote help, on-site visits when needed, and TSS renewal so you always run the latest, compliant TallyPrime release.',
    },
  ],
};
