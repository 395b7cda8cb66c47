// Serves the images the API refers to (/media/…). File names carry a version (…-v1.svg), so a
// changed image gets a new name and every file can be cached for a year.
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const MEDIA_DIR = fileURLToPath(new URL('./images/', import.meta.url));
export const MEDIA_PREFIX = '/media/';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function mediaPlugin(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: MEDIA_PREFIX,
    // One route per file: unknown paths fall through to the app's 404.
    wildcard: false,
    decorateReply: false,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
      // An SVG opened on its own must not run anything.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}
