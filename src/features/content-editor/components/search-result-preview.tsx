// Under a page title and description's form (decision 0023): how a search result would show the page —
// its title as the page's head writes it, its address and its description, cut where search engines cut
// them (about 60 and 160 characters) — with a warning when either is longer, redrawn as staff type.
import { pageMeta, SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH } from '@common/content-model/company-page-kinds';

import { env } from '@/config/env';
import { apiGet } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
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

async function companyName(): Promise<string> {
  const answer = await apiGet(apiPaths.siteSettings);
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const name = typeof first === 'object' && first !== null ? (first as { company_name?: unknown }).company_name : undefined;
  return typeof name === 'string' ? name : '';
}

export interface SearchResultPreviewProps {
  /** The form's kind: the preview shows only for page titles and descriptions. */
  kind: string;
  values: Readonly<Record<string, FieldValue>>;
}

export function SearchResultPreview({ kind, values }: SearchResultPreviewProps) {
  const company = useApiQuery(kind === pageMeta.name ? 'site-settings-name' : null, companyName).data ?? '';
  if (kind !== pageMeta.name) return null;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const path = text('path').trim() || '/';
  const title = searchTitle(path, text('title'), company);
  const description = text('description').replace(/\s+/g, ' ').trim();
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
