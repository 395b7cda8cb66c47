// The site search's page (/search?q=words, docs/search.md): rendered on the server with its results (never kept:
// server/render/index.ts), not indexed by search engines. The form works without JavaScript.
import { Seo } from '@/components/seo';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Section } from '@/components/ui/section';
import { MAX_SEARCH_LENGTH, searchQuery, searchWords } from '@/features/search/api/search-site';
import { SearchForm, SearchResults } from '@/features/search/components/search-results';
import { pageLoader, usePageData, useRead, useRetry } from '@/lib/page-data';
import { paths } from '@common/paths';
import { useMessages, useRouteMeta } from '@/lib/language';
import { pageMeta } from '@common/routes';

/** The words to search for, or undefined when there are none or too many. */
function wordsOf(q: string | null): string | undefined {
  const words = searchWords(q);
  return words && words.length <= MAX_SEARCH_LENGTH ? words : undefined;
}

export const loader = pageLoader((read, { url }) => {
  const q = searchWords(url.searchParams.get('q'));
  const words = wordsOf(q);
  return { q, words, results: words ? read(searchQuery(words)) : undefined };
});

export function Component() {
  const t = useMessages();
  const { q, words, results: read } = usePageData<typeof loader>();
  const results = useRead(read);
  const retry = useRetry();
  const meta = useRouteMeta(pageMeta.search);
  return (
    <>
      <Seo title={q ? `${meta.title}: ${q}` : meta.title} description={meta.description} path={paths.search} noindex />
      <PageHeroSection content={{ title: meta.title, subtitle: meta.subtitle }} />
      <Section id="search" label={t('Search results')}>
        <SearchForm q={q} />
        {q && !words && <p role="alert">{t('Search for at most {max} characters: use fewer words.', { max: MAX_SEARCH_LENGTH })}</p>}
        {words && results.status === 'loading' && <p role="status">{t('Searching…')}</p>}
        {words && results.status === 'error' && (
          <p role="alert">
            {t('The search could not be made: {message}', { message: results.error.message })}{' '}
            <button type="button" className="btn btn-link" onClick={retry}>
              {t('Try Again')}
            </button>
          </p>
        )}
        {words && results.status === 'success' && <SearchResults q={words} results={results.data} />}
      </Section>
    </>
  );
}
