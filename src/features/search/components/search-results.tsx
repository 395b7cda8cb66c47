// The site search's form and results (docs/search.md): a GET form to /search (/mr/search on a Marathi page) that works without JavaScript,
// then the results as links with their type and the words around the match.
import { Link } from 'react-router-dom';

import { DEFAULT_LANGUAGE, isEnglishFallback, pathInLanguage } from '@common/languages';
import { paths } from '@common/paths';
import { useEnglishMark, useLanguage, useMessages } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';

import { MAX_SEARCH_LENGTH, type SearchResult } from '../api/search-site';

import { MarkedSnippet, snippetText } from './marked-snippet';

import './search.scss';

export function SearchForm({ q }: { q: string }) {
  const t = useMessages();
  const action = pathInLanguage(useLanguage(), paths.search);
  return (
    <form className="search-form" role="search" aria-labelledby="search-page-label" method="get" action={action}>
      <label id="search-page-label" htmlFor="search-page-q">
        {t('Search the site')}
      </label>
      <div className="search-form__row">
        <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={MAX_SEARCH_LENGTH} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t('Search')}
        </button>
      </div>
    </form>
  );
}

export function SearchResults({ q, results }: { q: string; results: readonly SearchResult[] }) {
  const t = useMessages();
  // On a Marathi or Hindi page, what is still English (a title, its words, a search typed in English) is marked so.
  const english = useEnglishMark();
  const withEnglish = useEnglishPlaces();
  if (results.length === 0) return <p className="search-results__none">{withEnglish(t('No results for “{q}”.', { q }), q)}</p>;
  return (
    <>
      <p className="search-results__count" role="status">
        {withEnglish(
          results.length === 1
            ? t('{count} result for “{q}”', { count: results.length, q })
            : t('{count} results for “{q}”', { count: results.length, q }),
          q,
        )}
      </p>
      <ol className="search-results">
        {results.map((result) => (
          <li key={result.url} className="search-results__item">
            <Link to={result.url} className="search-results__title" lang={english(result.title)}>
              {result.title}
            </Link>
            {/* What it is by value, from the kinds' search types (common/catalogue-lists.ts). */}
            <span className="search-results__type">{t(result.type)}</span>
            {result.snippet && <Snippet snippet={result.snippet} />}
          </li>
        ))}
      </ol>
    </>
  );
}

/** A result's words around the match: English as a whole, or its English words, on a Marathi or Hindi page. */
function Snippet({ snippet }: { snippet: string }) {
  const lang = useLanguage();
  const text = snippetText(snippet);
  const english = isEnglishFallback(text, lang);
  return (
    <p className="search-results__snippet" lang={english ? 'en' : undefined}>
      <MarkedSnippet snippet={snippet} mixed={lang !== DEFAULT_LANGUAGE && !english} />
    </p>
  );
}
