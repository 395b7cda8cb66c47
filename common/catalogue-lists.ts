// Names the site shows in the page's language by value — `t(state.name)`, not a literal `t('…')` — because they are
// kept in one list the server shares: the states GST knows and the price book's units, which the quotation builder
// (src/kinds/quotations.tsx) shows through the interface's catalogues (src/i18n/mr.json, hi.json). Every entry is a
// message: src/i18n/catalogue.test.ts asks for each as it asks for a literal call's English, so a state or unit added
// to its list without its Marathi and Hindi fails it. The quotation itself, its page and PDF keep the English.
// The built-in title, description and line under the title of the visitor's pages that staff do not edit (search,
// Insights, customer stories, a quotation, the 404 page…) are shown the same way (`useRouteMeta`), and so is what a
// search result says it is (its kind's search type), and the headings of the kinds' blocks on every service's page.
import { META_PAGE_PATHS } from './content-model/company-page-kinds.ts';
import { KINDS } from './content-model/kinds.ts';
import { INDIAN_STATES } from './gst.ts';
import { moduleBlocks } from './kinds/index.ts';
import { PRICE_UNITS } from './quotation.ts';
import { routeTable } from './routes.ts';

/** Each list the interface translates by value, by where it is kept, with its entries' English. */
export const CATALOGUE_LISTS: Readonly<Record<string, readonly string[]>> = {
  'common/gst.ts INDIAN_STATES': INDIAN_STATES.map((state) => state.name),
  'common/quotation.ts PRICE_UNITS': PRICE_UNITS.map((unit) => unit.label),
  'common/routes.ts the visitor pages’ built-in words': routeTable
    .filter((route) => route.layout === 'root' && !('sample' in route) && !(META_PAGE_PATHS as readonly string[]).includes(route.path))
    .flatMap(({ meta }) => [meta.title, meta.description, meta.subtitle]),
  'common/content-model kinds’ search types (a result’s “Service”, “Page”)': [
    ...new Set(KINDS.flatMap((kind) => (kind.search ? [kind.search.type] : []))),
  ],
  'common/kinds blocks’ headings on every service’s page': moduleBlocks.flatMap((block) =>
    'onServicePages' in block && typeof block.onServicePages.title === 'string' ? [block.onServicePages.title] : [],
  ),
};
