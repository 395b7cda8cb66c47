// A POST that takes no body (Back up now, Send again): a client may still name JSON for the nothing it sends (the
// browser's API client names it on every request, curl -H too), and Fastify refuses an empty JSON body with 400. In
// the scope given, an empty JSON body is no body; anything sent is read as Fastify reads JSON.
import type { FastifyInstance } from 'fastify';

export function allowEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });
}
