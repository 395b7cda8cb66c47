// Under the form of anything with a search title and description (a real page's title and description,
// decision 0023; a service; a built page): how a search result would show the page — its title as the
// page's head writes it (the search title, else the heading, with “ | ” and the company name), its address
// and its description, cut where search engines cut them (about 60 and 160 characters) — with the counts
// and a warning when either is longer, redrawn as staff type.
import { pageMeta, SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH } from '@common/content-model/company-page-kinds';
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';
import { hrefs, paths } from '@common/paths';

import { useMemo } from 'react';

import { env } from '@/config/env';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery, readInBrowser, useRead } from '@/lib/page-data';
import { apiPaths } from '@common/api-contract';

import type { FieldValue } from '../api/content';

import './search-result-preview.scss';

/** The text as a search result shows it: whole when it fits, else cut at a word before the limit, with “…”. */
export function cutForSearch(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The page's title as its head writes it: the home page's as it is, another's followed by “ | ” and the company name (when known). */
export function searchTitle(path: string, title: string, companyName: string): string {
  return path === '/' || companyName === '' ? title.trim() : `${title.trim()} | ${companyName}`;
}

async function companyName(read: ContentRead): Promise<string> {
  const answer = await read(apiPaths.siteSettings);
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const name = typeof first === 'object' && first !== null ? (first as { company_name?: unknown }).company_name : undefined;
  return typeof name === 'string' ? name : '';
}

export interface SearchResultPreviewProps {
  /** The form's kind: the preview shows for page titles and descriptions and for kinds with a search title. */
  kind: string;
  values: Readonly<Record<string, FieldValue>>;
  /** The item's id (a service's address names it); none for a new item. */
  itemId?: number;
}

/** Whether a kind's form shows how its page looks in search results. */
const hasSearchResult = (kind: KindDeclaration | undefined): kind is KindDeclaration =>
  Boolean(kind && (kind.name === pageMeta.name || 'search_title' in kind.fields));

/** Where the item's page is: a real page's own path, a built page's slug, a service's page. */
function pathOf(kind: KindDeclaration, text: (name: string) => string, itemId: number | undefined): string {
  if (kind.name === pageMeta.name) return text('path').trim() || '/';
  if (kind.itemPage) return `${kind.itemPage.prefix}${text(kind.itemPage.field).trim()}`;
  const slug = Object.entries(kind.fields).find(([, field]) => field.type === 'text' && field.slug)?.[0];
  if (slug) return `/${text(slug).trim()}`;
  // A new service has no address until it is saved: Our Offerings stands in for it.
  if (kind.name === 'services') return itemId ? hrefs.serviceDetails(itemId) : paths.service;
  return '/';
}

/** The company name from the Site settings, read once the preview shows. */
const companyNameQuery = contentQuery('site-settings-name', companyName);

export function SearchResultPreview({ kind: kindName, values, itemId }: SearchResultPreviewProps) {
  const kind = kindNamed(kindName);
  const companyRead = useMemo(() => readInBrowser(companyNameQuery), []);
  const company = useRead(hasSearchResult(kind) ? companyRead : undefined).data ?? '';
  if (!hasSearchResult(kind)) return null;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const path = pathOf(kind, text, itemId);
  // An empty search title is the heading; an empty search description is the page's description (a service's tagline).
  const title = searchTitle(path, text('search_title').trim() || text(kind.title), company);
  const summary =
    kind.name === pageMeta.name ? 'description' : kind.name === 'services' ? 'heading' : 'summary' in kind.fields ? 'summary' : '';
  const description = (text('search_description').trim() || (summary ? text(summary) : '')).replace(/\s+/g, ' ').trim();
  const address = new URL(path, env.siteOrigin);
  const warnings = [
    title.length > SEARCH_TITLE_LENGTH &&
      `The title is ${title.length} characters with the company name: search engines show about ${SEARCH_TITLE_LENGTH}, so they cut the rest.`,
    description.length > SEARCH_DESCRIPTION_LENGTH &&
      `The description is ${description.length} characters: search engines show about ${SEARCH_DESCRIPTION_LENGTH}, so they cut the rest.`,
  ].filter((warning): warning is string => typeof warning === 'string');

  return (
    <section className="search-result-preview" aria-labelledby="search-result-preview-title">
      <h3 id="search-result-preview-title" className="search-result-preview__heading">
        In search results
      </h3>
      <div className="search-result-preview__result">
        <p className="search-result-preview__address">
          {address.host}
          {address.pathname === '/' ? '' : ` › ${address.pathname.slice(1)}`}
        </p>
        <p className="search-result-preview__title">{cutForSearch(title, SEARCH_TITLE_LENGTH)}</p>
        <p className="search-result-preview__description">{cutForSearch(description, SEARCH_DESCRIPTION_LENGTH)}</p>
      </div>
      <p className="search-result-preview__counts">
        Title {title.length} of about {SEARCH_TITLE_LENGTH} characters; description {description.length} of about{' '}
        {SEARCH_DESCRIPTION_LENGTH}.
      </p>
      {warnings.map((warning) => (
        <p key={warning} className="search-result-preview__warning" role="status">
          {warning}
        </p>
      ))}
    </section>
  );
}
