// Security headers for every response (docs/requirements/design.md §5).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HSTS only means something over HTTPS; it is added per request below.
    strictTransportSecurity: false,
  });
  // A callback hook, not an async one: it runs on every answer and must cost next to nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Images and API answers may be read by the site when it lives on another origin; the staff API never.
    if (readableElsewhere(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done(null, payload);
  });
}
