// What the server's request log holds: the method and the path, never a visitor's address (an enquiry's
// log line carries its id only, docs/decisions/0005) nor a staff member's search (the query string of
// staff addresses names people), nor what a visitor searched for (the site search's query string).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The URL as logged: staff addresses and the site search (page and API) without their query string. */
export function loggedUrl(url: string): string {
  return /^\/(api\/)?(staff|search)(\/|\?|$)/i.test(url) ? url.replace(/\?.*$/, '?…') : url;
}

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url) }),
    },
  };
}
