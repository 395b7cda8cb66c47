// /api/staff/media (owners and editors, like the content): the media library's list a page at a time, a picture's description
// and its deletion. HTTP only: the work is MediaLibrary's (./library.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { PUBLISHING_ROLES, STAFF_AREAS } from '../../common/staff-roles.ts';
import { signedIn } from '../account/sessions.ts';

import type { MediaLibrary } from './library.ts';
import { mediaAltSchema, mediaDeleteSchema, mediaListSchema } from './schemas.ts';

export interface MediaRoutesOptions {
  library: MediaLibrary;
}

const EDITORS = { roles: STAFF_AREAS.content.roles };

export const mediaRoutes = scopedPlugin<MediaRoutesOptions>('mediaRoutes', async (scope, { library }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get('/media', { config: EDITORS, schema: mediaListSchema }, async (request) => {
    const { q, page, url } = request.query;
    return { success: true, data: await library.list({ q, page: page === undefined ? 1 : Number(page), url }) };
  });

  app.patch('/media/:id', { config: EDITORS, schema: mediaAltSchema }, async (request) => {
    const { alt, decorative } = request.body;
    const picture = library.setAlt(signedIn(request).email, Number(request.params.id), alt, decorative);
    return {
      success: true,
      data: picture,
      message: picture.alt
        ? 'The description is saved: every page that shows this picture without its own uses it.'
        : picture.decorative
          ? 'Marked as decoration: it is shown without a description, and the editor no longer asks for one.'
          : 'The description is removed.',
    };
  });

  app.delete('/media/:id', { config: { roles: PUBLISHING_ROLES }, schema: mediaDeleteSchema }, async (request) => {
    await library.remove(signedIn(request).email, Number(request.params.id));
    return { success: true, message: 'The picture and its copies were deleted.' };
  });
});
