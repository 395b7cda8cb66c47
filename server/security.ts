// Security headers for every response (docs/requirements/design.md §5).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityOptions {
  /** sha256 hashes of the inline scripts the prerendered pages carry (the theme script). */
  scriptHashes: string[];
  /** The API's origin when it is not this server. */
  apiOrigin?: string;
}

export const THIRD_PARTY_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

export function contentSecurityPolicy({ scriptHashes, apiOrigin }: SecurityOptions): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'media-src': ["'self'", ...api],
    'frame-src': THIRD_PARTY_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/** Whether an address is an image or a public API answer (`/media/…`, `/api/…` but not `/api/staff…`): plain prefix tests, as this runs on every answer. */
export function readableElsewhere(url: string): boolean {
  if (url.startsWith('/media/')) return true;
  return url.startsWith('/api/') && !(url.startsWith('/api/staff') && (url.length === 10 || url[10] === '/' || url[10] === '?'));
}

/**
 * helmet's headers on every answer of the scope it is registered in. Not the public API's: its answers carry
 * fixed headers of their own (server/shared/responses.ts), and helmet's hooks run on every request of their
 * scope, even for the routes that opt out, at a cost larger than such an answer's.
 */
export async function registerPageHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HSTS only means something over HTTPS; addTransportHeaders adds it per request.
    strictTransportSecurity: false,
  });
}

/** The transport headers of an answer: HSTS over HTTPS, and who may read it (readableElsewhere). */
function setTransportHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // Images and API answers may be read by the site when it lives on another origin; the staff API never.
  if (readableElsewhere(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * HSTS over HTTPS, and who may read an answer: on every answer of the scope. `when`: 'send' (the default)
 * sets them on whatever answers, errors included; 'request' sets them as a request arrives, which costs the
 * public API no onSend hook on every answer (an answer made before the scope's hooks, the missing Host's
 * 400, goes without them: no browser sends one).
 */
export function addTransportHeaders(app: FastifyInstance, when: 'send' | 'request' = 'send') {
  // Callback hooks, not async ones: they run on every answer and must cost next to nothing.
  if (when === 'request') {
    app.addHook('onRequest', (request, reply, done) => {
      setTransportHeaders(request, reply);
      done();
    });
    return;
  }
  app.addHook('onSend', (request, reply, payload, done) => {
    setTransportHeaders(request, reply);
    done(null, payload);
  });
}

/** Every security header of the pages, the images and the staff area: helmet's, HSTS and the resource policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await registerPageHeaders(app, options);
  addTransportHeaders(app);
}
