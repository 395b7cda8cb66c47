// Preview: a signed-in member of staff who opens a page rendered on request with `?preview=1` sees it
// with every pending draft, drawn from a copy of the database in memory on which the drafts are
// published (the live content is never touched). The answer is marked by a banner, never cached and
// never indexed; without a session the parameter is ignored and the visitor's page is answered.
import Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';

import { ContentStore } from '../db/content-store.ts';
import { publishEveryDraft } from '../content-editor/service.ts';

import type { DataReader } from './bundle.ts';
import { createDataReader } from './data-reader.ts';

export interface PreviewSource {
  /** Whether the request carries a live staff session. */
  signedIn(request: FastifyRequest): boolean;
  /** The data of the content with every pending draft published; `close` when the page is drawn. */
  open(): { readData: DataReader; close(): void };
}

/** Whether the URL asks for a preview (`?preview=1`). */
export function asksForPreview(url: string): boolean {
  return /[?&]preview=1(&|$)/.test(url);
}

export function contentPreview(store: ContentStore, clientDir: string, signedIn: PreviewSource['signedIn']): PreviewSource {
  return {
    signedIn,
    open() {
      const image = store.db.serialize();
      // The file is in WAL mode, which a database in memory cannot open: its header says rollback journal instead.
      image[18] = 1;
      image[19] = 1;
      const copy = new Database(image);
      copy.pragma('foreign_keys = ON');
      const preview = new ContentStore(copy);
      publishEveryDraft(preview, 'preview');
      return { readData: createDataReader(preview, clientDir), close: () => copy.close() };
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page without `preview=1`: where Exit goes. */
export function withoutPreview(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  parsed.searchParams.delete('preview');
  return `${parsed.pathname}${parsed.search}`;
}

/** The banner at the top of a previewed page: what it is, a way to publish, a way out. */
export function previewBanner(url: string): string {
  return (
    '<div class="preview-banner" role="region" aria-label="Preview">' +
    '<strong>Preview — not live</strong> <span>Visitors see this page without the pending drafts.</span> ' +
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
