// Preview: a signed-in member of staff who opens a page rendered on request with `?preview=1` sees it
// with every pending draft (scheduled ones too), drawn from a copy of the database in memory on which the
// drafts are published (the live content is never touched). With `as_of` (a date and time, India time unless
// it has an offset) it shows the site as it will be then: the drafts live by then, the pages taken down by
// then. The answer is marked by a banner that says which, never cached and never indexed; without a session
// the parameters are ignored and the visitor's page is answered.
import type { FastifyRequest } from 'fastify';

import { ContentStore } from '../db/content-store.ts';
import { copyInMemory } from '../db/database.ts';
import { formatIndiaTime, toIndiaIso } from '../../common/india-time.ts';
import { requestUrl } from '../../common/request-url.ts';
import { publishAsOf } from '../content-editor/service.ts';

import type { DataReader } from './bundle.ts';
import { createDataReader } from './data-reader.ts';
import { escapeHtml } from '../shared/escape-html.ts';

export interface PreviewSource {
  /** Whether the request carries a live staff session. */
  signedIn(request: FastifyRequest): boolean;
  /** The data of the content as it will be (every pending draft published, or as of a time); `close` when the page is drawn. */
  open(asOf?: Date): { readData: DataReader; close(): void };
}

/** Whether the URL asks for a preview (`?preview=1`). */
export function asksForPreview(url: string): boolean {
  return /[?&]preview=1(&|$)/.test(url);
}

export function contentPreview(store: ContentStore, clientDir: string, signedIn: PreviewSource['signedIn']): PreviewSource {
  return {
    signedIn,
    open(asOf) {
      const copy = copyInMemory(store.db);
      const preview = new ContentStore(copy);
      publishAsOf(preview, 'preview', asOf);
      return { readData: createDataReader(preview, clientDir), close: () => copy.close() };
    },
  };
}

/** The preview's parameters: Exit leaves them out, the "as of" form sends the others again. */
const PREVIEW_PARAMS = ['preview', 'as_of'];

/** The page without `preview=1` and `as_of`: where Exit goes. */
export function withoutPreview(url: string): string {
  const parsed = requestUrl(url);
  for (const name of PREVIEW_PARAMS) parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The time a preview is drawn as of (`as_of`: 2026-12-01T09:00, India time, as a date-and-time input sends it, or
 * with its own offset); undefined without one, or when it cannot be read (the preview then shows every draft).
 */
export function previewAsOf(url: string): Date | undefined {
  const value = requestUrl(url).searchParams.get('as_of');
  if (!value || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(Z|[+-]\d\d:\d\d)?$/.test(value)) return undefined;
  const at = new Date(/(Z|[+-]\d\d:\d\d)$/.test(value) ? value : `${value}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * The banner at the top of a previewed page: what it shows (every pending draft, or the site as of a time), a
 * form to choose that time (it works without scripts), a way to publish and a way out.
 */
export function previewBanner(url: string): string {
  const asOf = previewAsOf(url);
  const parsed = requestUrl(url);
  const kept = [...parsed.searchParams].filter(([name]) => !PREVIEW_PARAMS.includes(name));
  const what = asOf
    ? `The site as it will be on ${escapeHtml(formatIndiaTime(asOf.toISOString()))} (India time): the drafts live by then, without the pages taken down by then.`
    : 'With every pending draft, scheduled ones too. Visitors see this page without them.';
  return (
    '<div class="preview-banner" role="region" aria-label="Preview">' +
    `<strong>Preview — not live</strong> <span>${what}</span> ` +
    `<form class="preview-banner__as-of" method="get" action="${escapeHtml(parsed.pathname)}">` +
    kept.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('') +
    '<input type="hidden" name="preview" value="1">' +
    '<label for="preview-as-of">Preview as of</label> ' +
    `<input id="preview-as-of" type="datetime-local" name="as_of" value="${asOf ? escapeHtml(toIndiaIso(asOf.toISOString()).slice(0, 16)) : ''}"> ` +
    '<button class="preview-banner__button" type="submit">Show</button>' +
    '</form> ' +
    '<a class="preview-banner__button" href="/staff/content?view=pending">Publish…</a> ' +
    `<a class="preview-banner__button" href="${escapeHtml(withoutPreview(url))}">Exit</a>` +
    '</div>'
  );
}

/** The page's HTML with the banner last in its body (after the app's root: hydration never sees it). */
export function withBanner(html: string, url: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? `${html}${previewBanner(url)}` : `${html.slice(0, at)}${previewBanner(url)}${html.slice(at)}`;
}
