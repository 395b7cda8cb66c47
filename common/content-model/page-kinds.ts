// What staff publish without a developer (docs/decisions/0029-pages-from-blocks.md): pages built from the
// section library's blocks at an address of their own, the header's and footer's menus, and redirects.
import { field } from './fields.ts';
import { searchFields } from './search-fields.ts';
import { blockText } from './search-text.ts';

import type { KindDeclaration } from './kinds.ts';
import type { PublicRecord } from '../api-contract.ts';

export { searchFields };

const define = <const K extends KindDeclaration>(kind: K) => kind;

/** A built page's address: lowercase letters, digits and hyphens, in up to three segments (`webinars/gst-e-invoicing`). */
export const SLUG_PATTERN = {
  source: '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*){0,2}$',
  message: 'must be lowercase letters, digits and hyphens, in up to three parts joined by "/", such as webinars/gst-e-invoicing',
} as const;

export const pages = define({
  name: 'pages',
  entity: 'page',
  label: 'Page',
  plural: 'Pages',
  shape: 'list',
  table: 'pages',
  documentKey: 'pages',
  max: 500,
  title: 'title',
  columns: ['slug'],
  keptWhenLeftOut: true,
  takesDown: true,
  itemPage: { prefix: '/', field: 'slug' },
  // Found by the words of its blocks; titled by its title, at its address.
  search: {
    type: 'Page',
    text: (page) => (Array.isArray(page.blocks) ? (page.blocks as Record<string, unknown>[]) : []).flatMap(blockText),
  },
  fields: {
    title: field.text({
      label: 'Title',
      help: 'The page’s name in lists, its breadcrumb and (unless a search title is set) its title in search results.',
      max: 200,
      translatable: true,
    }),
    slug: field.text({
      label: 'Address',
      help: 'After the site’s address: gst-e-invoicing-webinar opens at /gst-e-invoicing-webinar. Changing it keeps the old address working.',
      max: 120,
      pattern: SLUG_PATTERN,
      unique: true,
      slug: true,
      from: 'title',
    }),
    ...searchFields,
    share_image: field.image({ label: 'Share picture', help: 'Shown where the page is shared. Leave empty for the site’s picture.' }),
    blocks: field.blocks({ label: 'Blocks', help: 'The page’s sections, top to bottom.', max: 40 }),
  },
  api: {},
  publicApi: [{ name: 'builtPage', path: '/api/get-page/', filter: { param: 'slug', column: 'slug', text: true } }],
});

/** The menus staff arrange: the header's, and each column of the footer. */
export const MENUS = [
  { value: 'header', label: 'Header' },
  { value: 'footer-links', label: 'Footer: Quick Links' },
  { value: 'footer-services', label: 'Footer: Our Services' },
] as const;

export const menuItems = define({
  name: 'menu-items',
  entity: 'menu_item',
  label: 'Menu entry',
  plural: 'Menus',
  shape: 'list',
  table: 'menu_items',
  documentKey: 'menu_items',
  max: 100,
  title: 'label',
  columns: ['menu', 'href'],
  keptWhenLeftOut: true,
  fields: {
    menu: field.select({ label: 'Menu', options: MENUS }),
    label: field.text({ label: 'Label', max: 60, translatable: true }),
    href: field.text({
      label: 'Link',
      help: 'A page of this site (such as /contact or a built page’s address) or an https:// address. Leave empty for words without a link. The entry linking to /service holds the offerings’ menu.',
      max: 500,
      min: 0,
      link: 'page-or-https',
    }),
  },
  api: {},
  publicApi: [{ name: 'menuItems', path: '/api/get-menu-items/' }],
});

export const redirects = define({
  name: 'redirects',
  entity: 'redirect',
  label: 'Redirect',
  plural: 'Redirects',
  shape: 'list',
  table: 'redirects',
  documentKey: 'redirects',
  max: 2000,
  title: 'from',
  columns: ['to', 'permanent'],
  // Up to 2,000: read 50 at a time, by their old address (the order a visitor's address is found in is no matter).
  pageSize: 50,
  keptWhenLeftOut: true,
  fields: {
    from: field.text({
      label: 'From',
      help: 'An old address of this site, such as /tally-prime-pune. It cannot be the address of a page that exists.',
      max: 500,
      unique: true,
      pattern: { source: '^/[^\\s?#]*$', message: 'must be an address of this site starting with /, such as /tally-prime-pune' },
    }),
    to: field.text({ label: 'To', help: 'A page of this site or an https:// address.', max: 500, link: 'page-or-https' }),
    permanent: field.yesNo({
      label: 'Permanent (search engines move the old address’s standing to the new one)',
      default: true,
      words: ['Permanent (301)', 'Temporary (302)'],
    }),
  },
  api: {},
});

/** The records their public reads answer: a built page, a menu entry. */
export type BuiltPage = PublicRecord<typeof pages>;
export type MenuItem = PublicRecord<typeof menuItems>;
