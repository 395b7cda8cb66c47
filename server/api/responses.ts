// What every API route shares: the envelope and its JSON schemas, id query strings, and answers
// that are serialized once, cached in memory with their ETag, and revalidated with If-None-Match.
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { MAX_ID } from '../db/content-schema.ts';
import type { ContentStore } from '../db/content-store.ts';

export const GET_CACHE_CONTROL = 'public, max-age=60';

/** The envelope's schema around a data schema. */
export function envelope(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data, message: { type: 'string' } },
  } as const;
}

export const errorEnvelope = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

export const errorResponses = { 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope } as const;

export const ID_PATTERN = `^[1-9][0-9]{0,${String(MAX_ID).length - 1}}$`;

/** A query string with one required id parameter (digits only, 1 to MAX_ID). */
export function idQuery(name: string) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', pattern: ID_PATTERN } },
  } as const;
}

/** The 400 message for a bad id parameter. */
export function idProblem(name: string, raw: unknown): string {
  if (raw === undefined) return `${name} is required and must be a positive integer`;
  if (typeof raw === 'string' && /^[0-9]+$/.test(raw) && Number(raw) > 0) {
    return `${name} must be a positive integer no larger than ${MAX_ID}`;
  }
  return `${name} must be a positive integer`;
}

interface CachedAnswer {
  body: string;
  etag: string;
}

/** Serialized answers keyed by route and parameters; emptied whenever the content changes. */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private revision = '';

  constructor(
    private readonly store: ContentStore,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, build: () => string): CachedAnswer {
    const revision = this.store.revision();
    if (revision !== this.revision) {
      this.answers.clear();
      this.revision = revision;
    }
    let answer = this.answers.get(key);
    if (!answer) {
      const body = build();
      answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, answer);
    }
    return answer;
  }
}

function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * Answers with the cached envelope for `key`, building it from `data()` on a miss (serialized
 * through the route's response schema), or with 304 when the client already has it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cache: AnswerCache, key: string, data: () => unknown) {
  const answer = cache.get(key, () => String(reply.serialize({ success: true, data: data() })));
  reply.header('Cache-Control', GET_CACHE_CONTROL).header('ETag', answer.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
