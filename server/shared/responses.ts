// What every API route shares: its security headers, the message for a bad id, and answers
// that are serialized once, cached in memory with their ETag, and revalidated with If-None-Match.
import type { FastifyReply, FastifyRequest } from 'fastify';

import { cachedBody, matchesEtag, sendBody, type CachedBody } from '../cached-body.ts';

import { MAX_ID } from '../../common/api-contract.ts';
import { encodeLink, isLink } from '../../common/links.ts';
import type { PublicEndpoint } from '../../common/content-model/public-api.ts';
import type { ContentStore } from '../db/content-store.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';
import { readLanguage, TRANSLATED_SLUG } from '../../common/translation-states.ts';

export const GET_CACHE_CONTROL = 'public, max-age=60';

/**
 * The security headers of a JSON answer (docs/requirements/design.md §5), set once per response from this constant. API
 * routes opt out of the app-wide helmet and compression hooks (`apiRouteOptions`), which cost more
 * per request than the whole answer: the headers are fixed, and cached answers are compressed once.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Nothing in a JSON answer may load or run, and no page may frame it. (Names in lower case, as Node
  // keeps them: nothing to convert on each answer.)
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // The site may read the API from another origin (VITE_API_BASE_URL); CORS still decides who may.
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Route options every API route carries (see API_SECURITY_HEADERS). No API route takes a compressed body
 * (`decompress: false`): no decompression hook runs for it on every GET and nothing inflates a small body into
 * a large one; a body with a Content-Encoding other than identity is refused with 415 before it is read
 * (server/content-encoding.ts).
 */
export const apiRouteOptions = { helmet: false, compress: false, decompress: false } as const;

/**
 * The page a plain form post was sent from, its query left out, as a Location header or a link carries it: a path of
 * this site under the one rule for links (common/links.ts), percent-encoded (`/mr/सेवा` as `/mr/%E0%A4%B8…`). Anything
 * else is the home page: a path a browser would read as another site's (`//host`, `/\host`, `/<tab>/host`) or one
 * with a control character, which no header can carry.
 */
export function sentFromPage(sentFrom: unknown): string {
  if (typeof sentFrom !== 'string' || !sentFrom.startsWith('/')) return '/';
  const path = sentFrom.split(/[?#]/)[0]!;
  return isLink(path, 'page-or-https') ? encodeLink(path) : '/';
}

/** Smaller answers are not worth compressing. */
const COMPRESS_THRESHOLD = 1024;

/**
 * The text a public read filters by (`filter.text`: a built page's slug), held to its field's pattern; an error
 * with status 400 and a sentence naming the parameter otherwise.
 */
export function textFilterValue(endpoint: PublicEndpoint, raw: unknown, lang: Language = DEFAULT_LANGUAGE): string {
  const filter = endpoint.read.filter!;
  const field = endpoint.kind.fields[filter.column];
  const pattern = field?.type === 'text' ? field.pattern : undefined;
  const max = field?.type === 'text' ? field.max : 200;
  // In Marathi or Hindi an address may be the item's own in that language, in its script (docs/languages.md).
  const shaped = (text: string) =>
    !pattern || new RegExp(pattern.source).test(text) || (lang !== DEFAULT_LANGUAGE && TRANSLATED_SLUG.test(text));
  const valid = typeof raw === 'string' && raw.length <= max && shaped(raw);
  if (valid) return raw;
  const rule = pattern?.message ?? `must be a text of at most ${max} characters`;
  const message = raw === undefined ? `${filter.param} is required and ${rule}` : `${filter.param} ${rule}`;
  throw Object.assign(new Error(message), { statusCode: 400 });
}

/** The language a public read's `lang` parameter asks for (English without one); a 400 naming the languages otherwise. */
export function languageParam(raw: unknown): Language {
  const lang = readLanguage(raw);
  if (lang === undefined) throw Object.assign(new Error('lang must be mr or hi, or left out for English'), { statusCode: 400 });
  return lang;
}

/** The 400 message for a bad id parameter. */
export function idProblem(name: string, raw: unknown): string {
  if (raw === undefined) return `${name} is required and must be a positive integer`;
  if (typeof raw === 'string' && /^[0-9]+$/.test(raw) && Number(raw) > 0) {
    return `${name} must be a positive integer no larger than ${MAX_ID}`;
  }
  return `${name} must be a positive integer`;
}

/** Serialized answers keyed by route and parameters; emptied whenever the content changes. */
export class AnswerCache {
  private readonly answers = new Map<string, CachedBody>();
  private revision = '';

  constructor(
    private readonly store: ContentStore,
    private readonly maxEntries = 2000,
  ) {}

  /** The answer for `key` as of a revision check made at or after this call (ContentStore.revisionSoon). */
  get(key: string, build: () => string): CachedBody | Promise<CachedBody> {
    const revision = this.store.revisionSoon();
    if (typeof revision === 'string') return this.answer(revision, key, build);
    return revision.then((checked) => this.answer(checked, key, build));
  }

  private answer(revision: string, key: string, build: () => string): CachedBody {
    if (revision !== this.revision) {
      this.answers.clear();
      this.revision = revision;
    }
    let answer = this.answers.get(key);
    if (!answer) {
      answer = cachedBody(build());
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, answer);
    }
    return answer;
  }
}

/**
 * Answers with the cached envelope for `key`, building it from `data()` on a miss (serialized
 * through the route's response schema), or with 304 when the client already has it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cache: AnswerCache, key: string, data: () => unknown) {
  const answer = cache.get(key, () => String(reply.serialize({ success: true, data: data() })));
  if (answer instanceof Promise) return answer.then((checked) => send(request, reply, checked));
  return send(request, reply, answer);
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedBody) {
  reply.headers(API_SECURITY_HEADERS).header('cache-control', GET_CACHE_CONTROL).header('etag', answer.etag);
  const large = answer.body.length >= COMPRESS_THRESHOLD;
  if (large) reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  return sendBody(request, reply, answer, large);
}
