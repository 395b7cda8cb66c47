// /api/staff/missing-addresses (the content's roles): the paths that answered 404 to visitors, most asked for
// first, without those that now have a redirect or a built page. Read only: the site keeps them (server/site.ts).
// /api/staff/broken-redirects (the same roles): the redirects that lead to a built page or an article that is gone.

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { ContentStore } from '../db/content-store.ts';
import { envelope, staffErrors, text } from '../shared/staff-schemas.ts';

import { BuiltPages } from './service.ts';

export const missingAddressesSchema = {
  description:
    'The paths of this site that answered 404 to visitors (crawlers and the API left out), most asked for first: each with its ' +
    'count and when it was last asked for (UTC). A path that now has a redirect or a built page is left out.',
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'hits', 'last_seen'],
        properties: { path: text, hits: { type: 'integer' }, last_seen: text },
      },
    }),
    ...staffErrors,
  },
} as const;

export const brokenRedirectsSchema = {
  description:
    'The redirects that lead to a page of this site that is not there: a built page (/<slug>) or an article (/insights/<slug>) ' +
    'that was deleted or taken down. Redirects to the fixed pages of the site or to other sites are not listed.',
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'from', 'to', 'permanent'],
        properties: { id: { type: 'integer' }, from: text, to: text, permanent: { type: 'boolean' } },
      },
    }),
    ...staffErrors,
  },
} as const;

export const missingAddressRoutes = scopedPlugin<{ store: ContentStore }>('missingAddressRoutes', async (app, { store }) => {
  const built = new BuiltPages(store);
  const config = { roles: STAFF_AREAS.content.roles };
  app.get('/missing-addresses', { config, schema: missingAddressesSchema }, async () => ({
    success: true,
    data: built.missing(),
  }));
  app.get('/broken-redirects', { config, schema: brokenRedirectsSchema }, async () => ({
    success: true,
    data: built.brokenRedirects(),
  }));
});
