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
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Images and API answers may be read by the site when it lives on another origin; the staff API never.
    if (/^\/(media|api)\//.test(request.url) && !/^\/api\/staff(\/|$)/.test(request.url)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done(null, payload);
  });
}
