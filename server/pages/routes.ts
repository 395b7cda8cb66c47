// /api/staff/missing-addresses (editors and owners, like the content): the paths that answered 404 to
// visitors, most asked for first, without those that now have a redirect or a built page. Read only: the
// site keeps them (server/site.ts).
import type { FastifyPluginAsync } from 'fastify';

import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { ContentStore } from '../db/content-store.ts';
import { envelope, staffErrors, text } from '../staff/schemas.ts';

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

export const missingAddressRoutes: FastifyPluginAsync<{ store: ContentStore }> = async (app, { store }) => {
  const built = new BuiltPages(store);
  app.get('/missing-addresses', { config: { roles: STAFF_AREAS.content.roles }, schema: missingAddressesSchema }, async () => ({
    success: true,
    data: built.missing(),
  }));
};
