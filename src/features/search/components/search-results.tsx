// The site search's form and results (docs/search.md): a GET form to /search that works without JavaScript,
// then the results as links with their type and the words around the match.
import { Link } from 'react-router-dom';

import { paths } from '@common/paths';

import { MAX_SEARCH_LENGTH, type SearchResult } from '../api/search-site';

import { MarkedSnippet } from './marked-snippet';

import './search.scss';

export function SearchForm({ q }: { q: string }) {
  return (
    <form className="search-form" role="search" aria-labelledby="search-page-label" method="get" action={paths.search}>
      <label id="search-page-label" htmlFor="search-page-q">
        Search the site
      </label>
      <div className="search-form__row">
        <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={MAX_SEARCH_LENGTH} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}

export function SearchResults({ q, results }: { q: string; results: readonly SearchResult[] }) {
  if (results.length === 0) return <p className="search-results__none">No results for “{q}”.</p>;
  return (
    <>
      <p className="search-results__count" role="status">
        {results.length === 1 ? '1 result' : `${results.length} results`} for “{q}”
      </p>
      <ol className="search-results">
        {results.map((result) => (
          <li key={result.url} className="search-results__item">
            <Link to={result.url} className="search-results__title">
              {result.title}
            </Link>
            <span className="search-results__type">{result.type}</span>
            {result.snippet && (
              <p className="search-results__snippet">
                <MarkedSnippet snippet={result.snippet} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
