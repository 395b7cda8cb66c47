// Serves the images the API refers to (/media/…). File names carry a version (…-v1.svg, or a
// content hash for uploads), so a changed image gets a new name and every file can be cached for a year.
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { isServedUpload, UPLOADS_PREFIX } from './uploads.ts';

export const MEDIA_DIR = fileURLToPath(new URL('./images/', import.meta.url));
export const MEDIA_PREFIX = '/media/';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaOptions {
  /** The folder of staff uploads (uploadDirFor), served at /media/uploads/; none: no uploads served. */
  uploadDir?: string;
}

/** An image's policy: an SVG opened on its own must not run anything. */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function setMediaHeaders(res: { setHeader: (name: string, value: string) => unknown }) {
  res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

export const mediaPlugin = scopedPlugin('mediaPlugin', async (app: FastifyInstance, { uploadDir }: MediaOptions = {}) => {
  // In place of the pages' policy (set as the request arrives, in the enclosing scope), on this scope's routes.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', MEDIA_POLICY);
    done();
  });
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: MEDIA_PREFIX,
    // One route per file: unknown paths fall through to the app's 404.
    wildcard: false,
    decorateReply: false,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: setMediaHeaders,
  });
  if (!uploadDir) return;
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: UPLOADS_PREFIX,
    // Uploads arrive while the server runs, so this folder is read on request; only names the
    // upload route writes are served (an image, or one of its copies at a width it has; no temporary
    // files, no other path).
    wildcard: true,
    allowedPath: (path) => isServedUpload(basename(path)) && path === `/${basename(path)}`,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: setMediaHeaders,
  });
});
