// Migration 15: the home page's copy as content (common/content-model/home-kinds.ts). One row of single
// texts (home) and three ordered lists (hero_slides, statistics, faq_items), holding the texts the page
// showed when they were written in the site's code. Written once; never changed after it shipped.
import type { Migration } from './migrations.ts';

const slides = [
  {
    mini_title: 'Certified Tally 5-Star partner since 2011',
    title: 'TallyPrime, set up right from day one',
    text: 'Licences, installation, data migration and GST-ready configuration, handled by certified consultants who have done it for hundreds of businesses.',
    picture: 'ledger',
    image_alt: 'A TallyPrime ledger with GST-ready vouchers and a verified return',
  },
  {
    mini_title: 'ERP consultation',
    title: 'An ERP roll-out that fits the way you work',
    text: 'Our 6-step implementation process takes you from requirement study to go-live and support, without stopping your daily operations.',
    picture: 'dashboard',
    image_alt: 'An ERP dashboard with sales, stock and cash-flow charts',
  },
  {
    mini_title: 'Cloud services',
    title: 'Your Tally data, secure and reachable anywhere',
    text: 'Tally on Cloud with encrypted access, automatic backups and one set of books for every branch, your auditor and people on the move.',
    picture: 'cloud',
    image_alt: 'Tally on Cloud: secure servers reached from a laptop and a phone',
  },
  {
    mini_title: 'Corporate trainings',
    title: 'Accounts teams that get the most out of Tally',
    text: 'Hands-on TallyPrime, GST and payroll training for your staff, from the first voucher to year-end closing, at your office or ours.',
    picture: 'classroom',
    image_alt: 'A trainer presenting TallyPrime reports to a class of accountants',
  },
];

const statistics = [
  { value: '200+', label: 'Years of combined ERP expertise' },
  { value: '5K+', label: 'Satisfied clients' },
  { value: '2K+', label: 'Projects delivered' },
  { value: '50+', label: 'Business segments' },
];

const faq = (
  [
  ['What does it mean that Dexterity is a Tally 5-Star partner?', 'Tally Solutions rates its partners on certified staff, customer satisfaction and the quality of their implementations. 5-Star is the highest rating, and we have held it since 2011. For you it means trained consultants, genuine licences and direct escalation to Tally when needed.'],
  ['Which TallyPrime licence do I need: Silver or Gold?', 'Silver is a single-user licence for one computer. Gold allows unlimited users on a local network at the same time. If more than one person enters vouchers or you have a branch, Gold is usually the better value. We will recommend the right one after a short call.'],
  ['Is TallyPrime ready for GST, e-invoicing and e-way bills?', 'Yes. TallyPrime files GSTR-1 and GSTR-3B data, generates e-invoices with IRN and QR code, and creates e-way bills from the invoice itself. We configure tax rates, HSN/SAC codes and ledgers correctly so your returns reconcile the first time.'],
  ['Can I use Tally from home or another branch?', 'Yes, with Tally on Cloud. Your company data lives on a secure, backed-up server and your team opens the same books from any computer with internet access, with separate logins and rights for each user. No VPN or office server to maintain.'],
  ['How safe is my data on the cloud?', 'Connections are encrypted, every user has a personal login, and data is backed up automatically every day. You can download a copy of your company data at any time — it always remains yours.'],
  ['Can Tally be customised for my business?', 'Yes. With TDL (Tally Definition Language) we build custom invoice and report formats, extra fields, approval steps, alerts and integrations with your website, e-commerce store or bank. Customisations are tested on your data and survive TallyPrime upgrades.'],
  ['How long does a TallyPrime or ERP implementation take?', 'A standard TallyPrime set-up with data migration takes a few days. A multi-branch ERP roll-out following our 6-step process usually takes four to eight weeks, depending on customisation and how much history we migrate.'],
  ['Do you move my data from spreadsheets or another software?', 'Yes. We migrate masters, opening balances and transaction history from Excel, older Tally versions and most other accounting packages, then reconcile the balances with you before you go live.'],
  ['Do you offer training for our accounts team?', 'Yes. We run corporate trainings on TallyPrime, GST, payroll and inventory, at your office or ours, from basics to advanced reporting. Every batch gets practice data and notes to keep.'],
  ['What support do I get after go-live?', 'Every implementation includes a hand-holding period. After that, an annual support plan gives you phone and remote help, on-site visits when needed, and TSS renewal so you always run the latest, compliant TallyPrime release.'],
] as const
).map(([question, answer]) => ({ question, answer }));

const home: Record<string, string> = {
  hero_primary_cta: 'Talk to an expert',
  hero_secondary_cta: 'Explore our offerings',
  about_eyebrow: 'About Us',
  about_title: 'Pune’s Tally and ERP partner since 2011',
  about_text:
    'Dexterity is a certified Tally 5-Star partner. Since 2011 we have helped small and medium businesses choose, set up and run TallyPrime — and grow into full ERP when they are ready.\n\nManufacturers, traders, distributors, retailers, pharma, construction and service firms: we have configured Tally for more than 100 business verticals, so we speak your industry’s language before the first meeting ends.',
  about_points: 'Certified Tally 5-Star partner since 2011\n100+ business verticals served\nA proven 6-step ERP implementation process\nConsultants, developers and trainers under one roof',
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
  why_process: JSON.stringify([
    { 'Requirement study': 'We sit with your accounts, stores and sales teams to map how work really flows today.' },
    { 'Solution design': 'A written blueprint: masters, voucher types, reports, controls and the licences you need.' },
    { 'Configuration & customisation': 'TallyPrime set up to the blueprint, with TDL customisations where standard features stop.' },
    { 'Data migration': 'Opening balances, masters and history moved across and reconciled before you switch.' },
    { 'Training & go-live': 'Role-wise training for every user, then a supervised go-live on a date that suits you.' },
    { 'Support & review': 'Hand-holding after launch and periodic reviews as your business and the rules change.' },
  ]),
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
};

/** A constant of this file as an SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The INSERT of constant rows, each with its id and place. */
function insert(table: string, rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row, index) => `(${index + 1}, ${columns.map((name) => literal(row[name]!)).join(', ')}, ${index})`);
  return `INSERT INTO ${table} (id, ${columns.join(', ')}, sort_order) VALUES\n${values.join(',\n')};`;
}

/** A table of text fields, as every kind's: its id, its fields, its place and its version; one row only for the document. */
const table = (name: string, columns: string[], single = false) => `
  CREATE TABLE ${name} (
    id INTEGER PRIMARY KEY${single ? ' CHECK (id = 1)' : ' AUTOINCREMENT'},
    ${columns.map((column) => `${column} TEXT NOT NULL`).join(',\n    ')},
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );`;

export const migration15: readonly Migration[] = [
  {
    id: 15,
    name: 'home page copy',
    sql: [
      table('home', Object.keys(home), true),
      table('hero_slides', Object.keys(slides[0]!)),
      table('statistics', Object.keys(statistics[0]!)),
      table('faq_items', Object.keys(faq[0]!)),
      'CREATE INDEX hero_slides_order ON hero_slides(sort_order, id);',
      'CREATE INDEX statistics_order ON statistics(sort_order, id);',
      'CREATE INDEX faq_items_order ON faq_items(sort_order, id);',
      insert('home', [home]),
      insert('hero_slides', slides),
      insert('statistics', statistics),
      insert('faq_items', faq),
    ].join('\n'),
  },
];
