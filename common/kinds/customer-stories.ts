// Customer stories: the company's client success stories, a kind that carries its pages with it. This module is
// the whole declaration: the kind (its fields, table, public reads, search and sitemap), its two pages (the list at
// /customer-stories and a page each) and its block for built pages. Its components are src/kinds/customer-stories.tsx,
// its table migration 0032. How to add such a kind: docs/development.md, "Add a kind with pages".
import type { BlockDeclaration } from '../blocks/declarations.ts';
import type { KindDeclaration } from '../content-model/kinds.ts';
import { field } from '../content-model/fields.ts';
import { searchFields } from '../content-model/search-fields.ts';
import type { RouteEntry } from '../page-handle.ts';

/** The stories' list; each story's page is this followed by its address. */
export const CUSTOMER_STORIES_PATH = '/customer-stories';

/** A story's page. */
export const customerStoryHref = (slug: string) => `${CUSTOMER_STORIES_PATH}/${slug}`;

/** Most services a story may name. */
export const MAX_STORY_SERVICES = 4;

/** Most figures a story shows as its results. */
export const MAX_STORY_RESULTS = 4;

/** A result's figure: a number with its unit, such as 40%, 3 days, ₹2 lakh or 2x. */
export const FIGURE_PATTERN = {
  source: '^[₹$]?[0-9][0-9.,]*(%|x|×|\\+)?( [A-Za-z]+){0,2}$',
  message: 'must be a figure such as 40%, 3 days, ₹2 lakh or 2x',
} as const;

const SLUG_PATTERN = {
  source: '^[a-z0-9]+(-[a-z0-9]+)*$',
  message: 'must be lowercase letters, digits and hyphens, such as pune-distributor-closes-books-in-3-days',
} as const;

const define = <const K extends KindDeclaration>(kind: K) => kind;

export const customerStories = /* @__PURE__ */ define({
  name: 'customer-stories',
  entity: 'customer story',
  label: 'Customer story',
  plural: 'Customer stories',
  shape: 'list',
  table: 'customer_stories',
  documentKey: 'customer_stories',
  max: 500,
  title: 'title',
  columns: ['client', 'slug'],
  keptWhenLeftOut: true,
  datedApart: true,
  itemPage: { prefix: `${CUSTOMER_STORIES_PATH}/`, field: 'slug' },
  listPage: CUSTOMER_STORIES_PATH,
  search: { type: 'Customer story', text: ['client', 'industry', 'city', 'summary', 'challenge', 'solution', 'quote'] },
  fields: {
    title: field.text({
      label: 'Title',
      help: 'What the client gained, in a line: the page’s heading and its title in lists and search results.',
      max: 160,
      translatable: true,
    }),
    slug: field.text({
      label: 'Address',
      help: 'After /customer-stories/: pune-distributor opens at /customer-stories/pune-distributor.',
      max: 120,
      pattern: SLUG_PATTERN,
      unique: true,
      from: 'title',
    }),
    client: field.text({ label: 'Client', help: 'The business, as it agreed to be named.', max: 120 }),
    industry: field.text({ label: 'Industry', help: 'Such as Pharmaceutical distribution.', max: 80, translatable: true }),
    city: field.text({ label: 'City', max: 80 }),
    summary: field.longText({
      label: 'Summary',
      help: 'Two sentences for the story’s card and search results.',
      max: 400,
      translatable: true,
    }),
    challenge: field.longText({ label: 'The challenge', help: 'What was wrong before Dexterity came in.', max: 2000, translatable: true }),
    solution: field.richText({ label: 'What Dexterity did', max: 50_000, translatable: true }),
    results: field.rows({
      label: 'Results',
      help: `Up to ${MAX_STORY_RESULTS} figures, each with what it measures: 3 days — to close the month’s books.`,
      max: MAX_STORY_RESULTS,
      keyLabel: 'Figure',
      valueLabel: 'What it measures',
      keyPattern: FIGURE_PATTERN,
      // In Marathi or Hindi a figure's unit is in the language too (3 दिवस): translated row by row, the figure held to
      // a row's length, not to this pattern.
      translatable: true,
    }),
    quote: field.longText({ label: 'Quote', help: 'In the client’s words. Leave empty for none.', max: 600, min: 0, translatable: true }),
    quote_person: field.text({ label: 'Quoted person', help: 'Their name.', max: 120, min: 0 }),
    quote_role: field.text({ label: 'Their role', help: 'Such as Director, Accounts.', max: 120, min: 0, translatable: true }),
    photo: field.image({ label: 'Photo', help: 'The client’s place or people. Leave empty for none.', alt: 'photo_alt' }),
    photo_alt: field.text({
      label: 'Photo: what it shows',
      help: 'For people who cannot see the photo. Leave empty when it only decorates.',
      max: 200,
      min: 0,
      translatable: true,
    }),
    service_ids: field.relations({
      label: 'Related services',
      help: 'The story shows on these services’ pages, under “How Pune businesses use it”.',
      to: 'services',
      max: MAX_STORY_SERVICES,
    }),
    ...searchFields,
  },
  api: {},
  publicApi: [
    { name: 'customerStories', path: '/api/get-customer-stories/' },
    { name: 'customerStory', path: '/api/get-customer-story/', filter: { param: 'slug', column: 'slug', text: true } },
  ],
});

/** The stories' pages, drawn by src/kinds/customer-stories.tsx. */
export const customerStoryPages = [
  {
    id: 'customer-stories',
    path: CUSTOMER_STORIES_PATH,
    layout: 'root',
    module: 'customer-stories',
    meta: {
      title: 'Customer Stories',
      description: 'How businesses in Pune and across India run their books, stock and GST on Tally with Dexterity.',
      subtitle: 'What our clients changed, in their own figures.',
    },
  },
  {
    id: 'customer-story',
    path: `${CUSTOMER_STORIES_PATH}/:storySlug`,
    layout: 'root',
    module: 'customer-stories',
    meta: {
      title: 'Customer Story',
      description: 'How one of Dexterity’s clients changed the way it works.',
      subtitle: 'One client, from the challenge to the results.',
    },
  },
] as const satisfies readonly RouteEntry[];

/** The block that shows stories on a built page (any, or those of one service), and on each service's page its own. */
export const customerStoryBlocks = [
  {
    type: 'customer-stories',
    label: 'Customer stories',
    description: 'Cards of customer stories, in their list’s order: any, or those about one service.',
    module: 'customer-stories',
    // Every service's page shows its stories under this heading (nothing when it has none).
    onServicePages: { title: 'How Pune businesses use it', count: 3 },
    fields: {
      title: field.text({ label: 'Heading', help: 'Leave empty for none.', max: 200, min: 0, translatable: true }),
      service_id: field.relation({
        label: 'About the service',
        to: 'services',
        optional: { label: 'Any service' },
      }),
      count: field.number({ label: 'How many', help: 'The first in the list’s order.', min: 1, max: 6, integer: true, default: 3 }),
    },
  },
] as const satisfies readonly BlockDeclaration[];
