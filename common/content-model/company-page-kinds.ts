// The company's own pages as content (issue 23): Our Story (/about) with its statistics, Why Dexterity
// points and how-we-work steps, the contact page's words, and each real page's title and description.
// Declared like every kind (kinds.ts lists them in CONTENT_KINDS); migration 16 made their tables with
// the words the site showed (server/db/migrations/0016-our-story-contact-page-and-page-titles.sql). Decision 0023.
import { field } from './fields.ts';
import { STATISTIC_PATTERN } from './home-kinds.ts';
import type { KindDeclaration } from './kinds.ts';
import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH } from './search-fields.ts';
import { fieldText, listOf, pageTitle } from './search-text.ts';
import { paths } from '../paths.ts';
import type { PublicRecord, ReadRecord } from '../api-contract.ts';

const define = <const K extends KindDeclaration>(kind: K) => kind;

/** The five real pages whose title and description staff edit (the template's sample pages are not among them). */
export const META_PAGE_PATHS = ['/', '/about', '/service', '/contact', '/privacy'] as const;

export { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH };

// The pages' words: translated into Marathi and Hindi (docs/languages.md).
const heading = (label: string, help?: string) => field.text({ label, max: 150, translatable: true, ...(help ? { help } : {}) });
const paragraph = (label: string, help?: string) => field.longText({ label, max: 2000, translatable: true, ...(help ? { help } : {}) });

const ourStoryFields = {
  intro_eyebrow: heading('Introduction: small title', 'The small line above the introduction’s heading.'),
  intro_title: heading('Introduction: heading', 'The first heading under the page title.'),
  intro_text: paragraph('Introduction: text', 'The company’s story; a blank line starts a new paragraph.'),
  intro_link: heading('Introduction: button', 'The button to Our Offerings under the text.'),
  stats_title: heading('Statistics: name', 'Read out by screen readers before the four numbers; not shown.'),
  why_eyebrow: heading('Why Dexterity: small title'),
  why_title: heading('Why Dexterity: heading'),
  why_text: paragraph('Why Dexterity: text', 'Above the ticked points (Our Story: Why Dexterity points).'),
  why_button: heading('Why Dexterity: button'),
  purpose_eyebrow: heading('Goal, mission and vision: small title'),
  purpose_title: heading('Goal, mission and vision: heading'),
  goal_title: heading('Goal: heading'),
  goal_text: paragraph('Goal: text'),
  mission_title: heading('Mission: heading'),
  mission_text: paragraph('Mission: text'),
  vision_title: heading('Vision: heading'),
  vision_text: paragraph('Vision: text'),
  steps_eyebrow: heading('How we work: small title'),
  steps_title: heading('How we work: heading', 'Above the numbered steps (Our Story: how-we-work steps).'),
};

/** Our Story's words: the company's introduction, the headings of its sections, and goal, mission and vision. */
export const ourStory = define({
  name: 'our-story',
  entity: 'our_story',
  label: 'Our Story',
  plural: 'Our Story',
  shape: 'document',
  shownOn: '/about',
  table: 'our_story',
  documentKey: 'our_story',
  max: 1,
  title: 'intro_title',
  columns: [],
  fields: ourStoryFields,
  // Found by its words and those of its statistics, points and steps (the page shows them all).
  search: {
    type: 'Page',
    title: (_story, document) => pageTitle(document, paths.about, 'Our Story'),
    text: (story, document) => [
      ...fieldText(ourStoryFields, story, ['stats_title']),
      ...listOf(document, 'our_story_stats').flatMap((stat) => [String(stat.value ?? ''), String(stat.label ?? '')]),
      ...listOf(document, 'why_dexterity_points').map((point) => String(point.text ?? '')),
      ...listOf(document, 'how_we_work_steps').flatMap((step) => Object.values(step).filter((value) => typeof value === 'string')),
    ],
    url: () => paths.about,
    uses: ['our_story_stats', 'why_dexterity_points', 'how_we_work_steps'],
  },
  api: {},
  publicApi: [
    {
      name: 'ourStory',
      path: '/api/our-story/',
      nest: { stats: 'our-story-stats', points: 'why-dexterity-points', steps: 'how-we-work-steps' },
    },
  ],
});

/** Our Story's statistics, counted up when they come into view. */
export const ourStoryStats = define({
  name: 'our-story-stats',
  entity: 'our_story_stat',
  label: 'Our Story statistic',
  plural: 'Our Story: statistics',
  shape: 'list',
  shownOn: '/about',
  table: 'our_story_stats',
  documentKey: 'our_story_stats',
  max: 8,
  title: 'label',
  columns: ['value'],
  keptWhenLeftOut: true,
  fields: {
    value: field.text({
      label: 'Figure',
      help: 'Counts up from 0 to its number when the row comes into view, then shows K and + as written: 5K+ counts 1, 2 … 5 and shows 5K+. 200+ and 50+ count in fives, any other figure in ones.',
      max: 5,
      pattern: STATISTIC_PATTERN,
    }),
    label: field.text({ label: 'Label', help: 'The line under the number.', max: 100, translatable: true }),
  },
  api: {},
});

/** The ticked points of Why Dexterity on Our Story. */
export const ourStoryPoints = define({
  name: 'why-dexterity-points',
  entity: 'why_dexterity_point',
  label: 'Why Dexterity point',
  plural: 'Our Story: Why Dexterity points',
  shape: 'list',
  shownOn: '/about',
  table: 'why_dexterity_points',
  documentKey: 'why_dexterity_points',
  max: 20,
  title: 'text',
  columns: [],
  keptWhenLeftOut: true,
  fields: {
    text: field.text({ label: 'Point', help: 'One ticked line under Why Dexterity on Our Story.', max: 200, translatable: true }),
  },
  api: {},
});

/** The numbered steps of How we work on Our Story. */
export const ourStorySteps = define({
  name: 'how-we-work-steps',
  entity: 'how_we_work_step',
  label: 'How-we-work step',
  plural: 'Our Story: how-we-work steps',
  shape: 'list',
  shownOn: '/about',
  table: 'how_we_work_steps',
  documentKey: 'how_we_work_steps',
  max: 9,
  title: 'title',
  columns: [],
  keptWhenLeftOut: true,
  fields: {
    title: field.text({
      label: 'Title',
      help: 'Numbered 01, 02, … in this order; the pictures go search, idea, rocket and repeat.',
      max: 100,
      translatable: true,
    }),
    text: paragraph('Text'),
  },
  api: {},
});

const contactPageFields = {
  eyebrow: heading('Small title', 'Above the heading.'),
  heading: heading('Heading'),
  intro: paragraph('Text', 'Under the heading, before the e-mail, phones and address (Site settings).'),
  email_label: heading('E-mail heading'),
  phone_label: heading('Phones heading'),
  address_label: heading('Address heading'),
  hours_label: heading('Office hours heading'),
  form_title: heading('Form: heading'),
  form_intro: paragraph('Form: text', 'Above the contact form.'),
};

/** The contact page's headings and texts; the phones, e-mail, address, hours and map are Site settings. */
export const contactPage = define({
  name: 'contact-page',
  entity: 'contact_page',
  label: 'Contact page',
  plural: 'Contact page',
  shape: 'document',
  shownOn: '/contact',
  table: 'contact_page',
  documentKey: 'contact_page',
  max: 1,
  title: 'heading',
  columns: [],
  fields: contactPageFields,
  search: {
    type: 'Page',
    title: (_page, document) => pageTitle(document, paths.contact, 'Contact'),
    text: (page) => fieldText(contactPageFields, page),
    url: () => paths.contact,
  },
  api: {},
  publicApi: [{ name: 'contactPage', path: '/api/contact-page/' }],
});

/** A real page's title, its description for search engines and shares, and the line under its title. */
export const pageMeta = define({
  name: 'page-meta',
  entity: 'page_meta',
  label: 'Page title and description',
  plural: 'Page titles and descriptions',
  shape: 'list',
  table: 'page_meta',
  documentKey: 'page_meta',
  max: META_PAGE_PATHS.length,
  title: 'title',
  columns: ['path'],
  keptWhenLeftOut: true,
  fields: {
    path: field.text({
      label: 'Page',
      help: `The page’s address: ${META_PAGE_PATHS.join(', ')}. A page without an entry keeps the site’s own words.`,
      max: 20,
      unique: true,
      pattern: { source: '^/(about|service|contact|privacy)?$', message: `must be one of ${META_PAGE_PATHS.join(', ')}` },
    }),
    title: field.text({
      label: 'Title',
      help: 'The page’s heading and breadcrumb, and its title in search results unless it has one of its own.',
      max: 120,
      translatable: true,
    }),
    search_title: field.text({
      label: 'Title in search results',
      help: `Leave empty to use the heading. “ | ” and the company name follow it (the home page’s is used as it is); search engines show about ${SEARCH_TITLE_LENGTH} characters. The visible heading does not change.`,
      max: 120,
      min: 0,
      translatable: true,
    }),
    description: field.text({
      label: 'Description',
      help: `What search results and shared links say of the page; search engines show about ${SEARCH_DESCRIPTION_LENGTH} characters.`,
      max: 320,
      translatable: true,
    }),
    subtitle: field.text({
      label: 'Line under the title',
      help: 'Under the page’s heading (the home page shows none).',
      max: 300,
      translatable: true,
    }),
  },
  api: {},
  publicApi: [{ name: 'pageMeta', path: '/api/page-meta/' }],
});

/** The kinds of this file, in the order CONTENT_KINDS lists them (lists before documents). */
export const COMPANY_PAGE_LISTS = [ourStoryStats, ourStoryPoints, ourStorySteps, pageMeta] as const;
export const COMPANY_PAGE_DOCUMENTS = [ourStory, contactPage] as const;

/** The records their public reads answer: Our Story with its lists, the contact page's texts, a page's meta. */
export type OurStory = ReadRecord<'ourStory'>;
export type ContactPage = PublicRecord<typeof contactPage>;
export type PageMetaEntry = PublicRecord<typeof pageMeta>;
