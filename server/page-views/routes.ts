// POST /api/views: the browser's report of a move to another page inside the app (./service.ts counts it).
import type { FastifyPluginAsync } from 'fastify';

import { apiPaths } from '../../common/api-contract.ts';
import { routeUrl } from '../api/content.ts';
import { API_SECURITY_HEADERS, apiRouteOptions } from '../shared/responses.ts';

import type { PageViews } from './service.ts';

export const viewMessages = {
  unknownPage: 'The body must be the path of a page of this site.',
} as const;

/** A path is short; anything longer is not one. */
const VIEW_BODY_LIMIT = 1024;

/**
 * POST /api/views: the browser reports a move to another page inside the app (navigator.sendBeacon, the
 * path as plain text). 204 whether or not it was counted; 400 for a path that is no page of this site.
 */
export const pageViewsPlugin: FastifyPluginAsync<{ views: PageViews }> = async (app, { views }) => {
  app.post(routeUrl(app.prefix, apiPaths.views), { ...apiRouteOptions, bodyLimit: VIEW_BODY_LIMIT }, async (request, reply) => {
    reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
    const path = typeof request.body === 'string' ? request.body.trim() : '';
    if (views.count(path, request.headers) === 'unknown-page')
      return reply.code(400).send({ success: false, message: viewMessages.unknownPage });
    return reply.code(204).send();
  });
};
