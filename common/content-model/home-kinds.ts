// The home page's copy as content (docs/requirements/spec.md §2 'Home page'): one document for the single
// texts and three ordered lists for what repeats: the hero's slides, the statistics and the questions.
// The page's pictures stay the site's own (chosen per slide), so the hero loads as it always has.
import { field } from './fields.ts';
import type { KindDeclaration } from './kinds.ts';
import type { ReadRecord } from '../api-contract.ts';

const define = <const K extends KindDeclaration>(kind: K) => kind;

/** The hero's built-in pictures, by the value a slide stores (src/copy/home.ts maps them to files). */
export const HERO_PICTURES = [
  { value: 'ledger', label: 'TallyPrime ledger with GST vouchers' },
  { value: 'dashboard', label: 'ERP dashboard with charts' },
  { value: 'cloud', label: 'Tally on Cloud: servers, laptop and phone' },
  { value: 'classroom', label: 'A trainer and a class of accountants' },
] as const;

/**
 * What the statistics' counter can count (docs/requirements/spec.md §9): a whole number, then K for
 * thousands and +, as written. Three digits at most, so that counting one by one ends within 30 seconds.
 */
export const STATISTIC_PATTERN = {
  source: '^[1-9][0-9]{0,2}[Kk]?\\+?$',
  message:
    'must be a whole number from 1 to 999, then K for thousands and + if wanted, such as 200+, 5K+ or 12: the counter counts up to that number and shows K and + after it',
};

// The home page's words: translated into Marathi and Hindi (docs/languages.md).
const line = (label: string, help?: string, max = 200) => field.text({ label, max, translatable: true, ...(help ? { help } : {}) });
const lines = (label: string, help: string) => field.longText({ label, help, max: 2000, translatable: true });

export const heroSlides = define({
  name: 'hero-slides',
  entity: 'hero_slide',
  label: 'Hero slide',
  plural: 'Home: hero slides',
  shape: 'list',
  shownOn: '/',
  table: 'hero_slides',
  documentKey: 'hero_slides',
  max: 8,
  keptWhenLeftOut: true,
  title: 'title',
  columns: ['mini_title'],
  fields: {
    mini_title: line('Small title', 'The line above the title, such as “Cloud services”.', 150),
    title: line('Title', 'The slide’s large line, under the page’s heading.'),
    text: field.longText({ label: 'Text', help: 'The sentence under the title.', max: 400, translatable: true }),
    picture: field.select({ label: 'Picture', help: 'One of the site’s own hero pictures.', options: HERO_PICTURES }),
    image: field.image({
      label: 'Your own picture',
      help: 'A photo you upload shows instead of the built-in picture; leave empty to show that one.',
      alt: 'image_alt',
    }),
    image_alt: line('Picture description', 'What the picture shows, read out to visitors who cannot see it.', 250),
  },
  api: {},
});

export const statistics = define({
  name: 'statistics',
  entity: 'statistic',
  label: 'Statistic',
  plural: 'Home: statistics',
  shape: 'list',
  shownOn: '/',
  table: 'statistics',
  documentKey: 'statistics',
  max: 8,
  keptWhenLeftOut: true,
  title: 'label',
  columns: ['value'],
  fields: {
    value: field.text({
      label: 'Figure',
      help: 'Counts up from 0 to its number, then shows K and + as written: 5K+ counts 1, 2 … 5 and shows 5K+. 200+ and 50+ count in fives, any other figure in ones.',
      // Room for a mistyped figure, so the message that says how it counts is the one shown.
      max: 20,
      pattern: STATISTIC_PATTERN,
    }),
    label: line('Label', 'The words under the figure, such as “Satisfied clients”.', 100),
  },
  api: {},
});

export const faqItems = define({
  name: 'faq',
  entity: 'faq_item',
  label: 'Question',
  plural: 'Home: questions (FAQ)',
  shape: 'list',
  shownOn: '/',
  table: 'faq_items',
  documentKey: 'faq',
  max: 40,
  keptWhenLeftOut: true,
  title: 'question',
  columns: [],
  fields: {
    question: line('Question', undefined, 250),
    answer: field.longText({ label: 'Answer', help: 'Shown when the visitor opens the question.', max: 2000, translatable: true }),
  },
  api: {},
});

type Line = ReturnType<typeof line>;
/** An offering's name, which the card's link opens: a name, not words to translate (offerings keep their names). */
const offeringName = (label: string, help: string) => field.text({ label, help, max: 100 });
type Card<N extends string> = { readonly [K in `${N}_title` | `${N}_text` | `${N}_link`]: Line } & {
  readonly [K in `${N}_offering`]: ReturnType<typeof offeringName>;
} & {
  readonly [K in `${N}_points`]: ReturnType<typeof lines>;
};

/** An offering card's fields: the tab its link opens, its title, text, points and link text. */
const card = <N extends string>(name: N, which: string): Card<N> =>
  ({
    [`${name}_offering`]: offeringName(
      `${which} card: tab of Our Offerings`,
      'Its link opens this tab (an offering’s name); Our Offerings without a tab when none has it.',
    ),
    [`${name}_title`]: line(`${which} card: title`, undefined, 100),
    [`${name}_text`]: line(`${which} card: text`, undefined, 300),
    [`${name}_points`]: lines(`${which} card: points`, 'One point per line.'),
    [`${name}_link`]: line(`${which} card: link text`, undefined, 100),
  }) as Card<N>;

/** The home page's single texts: every section but the lists above. */
export const home = define({
  name: 'home',
  entity: 'home',
  label: 'Home page',
  plural: 'Home page',
  shape: 'document',
  shownOn: '/',
  table: 'home',
  documentKey: 'home',
  max: 1,
  title: 'hero_primary_cta',
  columns: [],
  fields: {
    hero_primary_cta: line('Hero: first button', 'Opens the contact page.', 60),
    hero_secondary_cta: line('Hero: second button', 'Opens Our Offerings.', 60),
    about_eyebrow: line('About: small title', undefined, 60),
    about_title: line('About: heading'),
    about_text: field.longText({ label: 'About: text', help: 'Paragraphs, separated by an empty line.', max: 3000, translatable: true }),
    about_points: lines('About: points', 'One point per line, each with a tick.'),
    about_link: line('About: link text', 'Opens Our Story.', 60),
    about_image_alt: line('About: picture description', 'What the picture shows, read out to visitors who cannot see it.', 250),
    offerings_eyebrow: line('Offerings: small title', undefined, 60),
    offerings_title: line('Offerings: heading'),
    offerings_text: line('Offerings: text', undefined, 300),
    ...card('products', 'First'),
    ...card('services', 'Second'),
    ...card('solutions', 'Third'),
    why_eyebrow: line('Why: small title', undefined, 60),
    why_title: line('Why: heading'),
    why_text: field.longText({ label: 'Why: text', max: 1500, translatable: true }),
    why_points: lines('Why: points', 'One point per line, each with a tick.'),
    why_button: line('Why: button', 'Opens Our Story.', 60),
    why_process_title: line('Why: steps heading'),
    why_process_label: line('Why: steps, as read out', 'How screen readers name the list of steps.', 100),
    why_process: field.rows({ label: 'Why: steps', keyLabel: 'Step', valueLabel: 'What happens', max: 10, translatable: true }),
    statistics_title: line(
      'Statistics: heading',
      'Read out to visitors who cannot see the page; the figures are under Home: statistics.',
      100,
    ),
    video_eyebrow: line('Video: small title', undefined, 60),
    video_title: line('Video: heading'),
    video_text: line('Video: text', undefined, 300),
    video_id: field.text({
      label: 'Video: YouTube id',
      help: 'The 11 characters after v= in the video’s YouTube address (youtube.com/watch?v=aqz-KE-bpKQ has aqz-KE-bpKQ).',
      // Room for a pasted address, so the message that says what to keep is the one shown.
      max: 100,
      pattern: {
        source: '^[A-Za-z0-9_-]{11}$',
        message: 'must be a YouTube video id: the 11 letters, digits, - or _ after v= in its address, such as aqz-KE-bpKQ',
      },
    }),
    video_name: line('Video: name', 'The player’s title, read out to visitors who cannot see it.', 150),
    video_image_alt: line('Video: picture description', 'What the still before the video shows.', 250),
    faq_eyebrow: line('FAQ: small title', undefined, 60),
    faq_title: line('FAQ: heading'),
    faq_text: line('FAQ: text', 'The questions are under Home: questions (FAQ).', 300),
    pricing_eyebrow: line('Pricing: small title', undefined, 60),
    pricing_title: line('Pricing: heading'),
    pricing_text: line('Pricing: text', 'The plans are under Pricing plans.', 300),
    cta_title: line('Call to action: heading'),
    cta_text: line('Call to action: text', undefined, 300),
    cta_button: line('Call to action: button', 'Opens the contact page.', 60),
  },
  api: {},
  publicApi: [{ name: 'home', path: '/api/home/', nest: { hero_slides: 'hero-slides', statistics: 'statistics', faq: 'faq' } }],
});

/** The home page's copy as the public read answers it, with its slides, statistics and questions. */
export type HomeCopy = ReadRecord<'home'>;
