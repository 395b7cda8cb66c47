// An answer body kept in memory with its validator and, once asked for, its compressed forms: the
// content API's answers (server/shared/responses.ts) and the rendered pages (server/render/) both use it.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  /** UTF-8 bytes, encoded once (the content has non-ASCII text such as ₹). */
  body: Buffer;
  /** A weak ETag from the bytes. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A strong ETag from the bytes: the same bytes, the same tag. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

export function cachedBody(text: string): CachedBody {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `W/${strongEtag(body)}` };
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** A weight of nothing (`q=0`, `q=0.000`): the encoding it follows is refused. */
const REFUSED = /;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:;|$)/;

/**
 * The encoding to send a body in for an Accept-Encoding header: the one it weighs highest of brotli and gzip (brotli
 * when they weigh the same), or none (identity) when it takes neither. `q=0` refuses an encoding; names are read in any
 * case (`GZIP`), and `*` stands for brotli, or for gzip where brotli is refused by name (`br;q=0, *`, which
 * @fastify/accept-negotiator alone would answer br).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const header = acceptEncoding.toLowerCase();
  const refused = header.split(',').flatMap((part) => (REFUSED.test(part) ? [part.split(';', 1)[0]!.trim()] : []));
  const offered = ENCODINGS.filter((encoding) => !refused.includes(encoding));
  return negotiate(header, offered) ?? undefined;
}

/**
 * One rule for every answer's encoding: before anything reads Accept-Encoding, the request names only the encoding
 * negotiateEncoding chose, or identity. The libraries that weigh the header themselves — @fastify/static picking a
 * build file's .br or .gz copy, @fastify/compress compressing an answer as it is sent (/media, the staff API) — read
 * `*` as gzip even where gzip is refused by name (`gzip;q=0, *`), and `*` alone as gzip where the pages send br.
 */
export function pinAcceptedEncoding(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and must cost next to nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-encoding'];
    if (header !== undefined) request.raw.headers['accept-encoding'] = negotiateEncoding(header) ?? 'identity';
    done();
  });
}

/** Sends the body, brotli or gzip when the client takes it and `compress` allows, each compressed once. */
export function sendBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, compress = true) {
  const encoding = compress ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding === 'br') {
    cached.br ??= brotliCompressSync(cached.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return reply.header('content-encoding', 'br').send(cached.br);
  }
  if (encoding === 'gzip') {
    cached.gzip ??= gzipSync(cached.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  }
  return reply.send(cached.body);
}
