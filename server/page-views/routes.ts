// POST /api/views: the browser's report of a move to another page inside the app; POST /api/taps: a tap on
// a Call, WhatsApp or e-mail link; POST /api/form-events: a form shown or begun (./service.ts counts them all).

import { scopedPlugin } from '../shared/plugin.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { routeUrl } from '../api/content.ts';
import { API_SECURITY_HEADERS, apiRouteOptions } from '../shared/responses.ts';

import type { PageViews } from './service.ts';

export const viewMessages = {
  unknownPage: 'The body must be the path of a page of this site.',
  badTap:
    'The body must be a form with kind (call, whatsapp or email), path (a page of this site), and optionally from (the service page of a quote) and plan (at most 100 characters).',
  badFormEvent: 'The body must be a form with form (the number of a form of this site, 0 for the contact form) and event (view or start).',
} as const;

/** A path is short; anything longer is not one. */
const VIEW_BODY_LIMIT = 1024;

/**
 * POST /api/views: the browser reports a move to another page inside the app (navigator.sendBeacon, the
 * path as plain text). 204 whether or not it was counted; 400 for a path that is no page of this site.
 */
export const pageViewsPlugin = scopedPlugin<{ views: PageViews }>('pageViewsPlugin', async (app, { views }) => {
  app.post(routeUrl(app.prefix, apiPaths.views), { ...apiRouteOptions, bodyLimit: VIEW_BODY_LIMIT }, async (request, reply) => {
    reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
    const path = typeof request.body === 'string' ? request.body.trim() : '';
    if (views.count(path, request.headers) === 'unknown-page')
      return reply.code(400).send({ success: false, message: viewMessages.unknownPage });
    return reply.code(204).send();
  });

  // navigator.sendBeacon sends a URLSearchParams body as a form: no preflight, no cookie.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post(routeUrl(app.prefix, apiPaths.taps), { ...apiRouteOptions, bodyLimit: VIEW_BODY_LIMIT }, async (request, reply) => {
    reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
    const report = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    if (views.tap({ kind: report.kind, path: report.path, from: report.from, plan: report.plan }, request.headers) === 'unknown-page')
      return reply.code(400).send({ success: false, message: viewMessages.badTap });
    return reply.code(204).send();
  });
  app.post(routeUrl(app.prefix, apiPaths.formEvents), { ...apiRouteOptions, bodyLimit: VIEW_BODY_LIMIT }, async (request, reply) => {
    reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
    const report = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    if (views.formEvent({ form: report.form, event: report.event }, request.headers) === 'unknown-page')
      return reply.code(400).send({ success: false, message: viewMessages.badFormEvent });
    return reply.code(204).send();
  });
});
