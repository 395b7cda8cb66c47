import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BlockPicture } from '@/blocks/block-picture';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Seo } from '@/components/seo';
import { RssIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { useRenderStatus } from '@/lib/render-status';
import { useEnglishMark, useLanguage, useMessages } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';
import { FEED_PATH, INSIGHTS_PATH } from '@common/kinds/insights';
import { pathInLanguage } from '@common/languages';
import { hrefs } from '@common/paths';

import type { ArticleCard, ArticleList } from '../api/get-insights';
import { ARTICLE_CARD_SIZES } from '../lib/picture-sizes';
import { publishedDay, publishedIso } from '../lib/reading';

import './insights.scss';

export interface ArticleListViewProps {
  list: ArticleList;
  /** The list's own address: /insights or a category's. */
  path: string;
  title: string;
  subtitle: ReactNode;
  description: string;
  /** The categories to move between (every one, with the one shown marked). */
  categories: readonly { name: string; slug: string }[];
}

const LIST_HEADING_ID = 'insights-articles';

/** One page of the published articles: their cards, newest first, the categories and the pages of the list. */
export function ArticleListView({ list, path, title, subtitle, description, categories }: ArticleListViewProps) {
  useRenderStatus(200);
  const t = useMessages();
  const lang = useLanguage();
  const english = useEnglishMark();
  const pageTitle = list.page > 1 ? t('{title}, page {page}', { title, page: list.page }) : title;
  const trail = path === INSIGHTS_PATH ? [] : [{ name: t('Insights'), path: INSIGHTS_PATH }];
  return (
    <>
      <Seo title={pageTitle} description={description} path={hrefs.insightsPage(path, list.page)} trail={trail} />
      <PageHeroSection content={{ title, subtitle, trail }} />
      <Section labelledBy={LIST_HEADING_ID}>
        <h2 id={LIST_HEADING_ID} className="visually-hidden">
          {list.page > 1 ? t('Articles, page {page} of {pages}', { page: list.page, pages: list.pages }) : t('Articles')}
        </h2>
        <div className="insights-toolbar">
          {categories.length > 0 && (
            <nav aria-label={t('Categories')}>
              <ul className="insights-categories">
                <li>
                  <Link
                    to={INSIGHTS_PATH}
                    className="btn btn-sm btn-outline-primary"
                    aria-current={path === INSIGHTS_PATH ? 'page' : undefined}
                  >
                    {t('All')}
                  </Link>
                </li>
                {categories.map((category) => {
                  const to = hrefs.insightsCategory(category.slug);
                  return (
                    <li key={category.slug}>
                      <Link
                        to={to}
                        className="btn btn-sm btn-outline-primary"
                        aria-current={to === path ? 'page' : undefined}
                        lang={english(category.name)}
                      >
                        {category.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          {/* The feed is of every article: offered where every article is listed. A file, not a page of the app. */}
          {path === INSIGHTS_PATH && (
            <a className="insights-feed-link" href={pathInLanguage(lang, FEED_PATH)} type="application/atom+xml">
              <RssIcon size={18} aria-hidden />
              {t('Subscribe (Atom feed)')}
            </a>
          )}
        </div>
        {list.articles.length === 0 ? (
          <p>{t('No articles yet.')}</p>
        ) : (
          <ul className="row g-4 list-unstyled mb-0">
            {list.articles.map((article, index) => (
              <li key={article.slug} className="col-12 col-md-6 col-xl-4">
                <ArticleCardView article={article} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Paging path={path} page={list.page} pages={list.pages} />
      </Section>
    </>
  );
}

/** A card of the list; the first one's picture is the page's largest on a phone (its LCP): loaded at once, not lazily. */
function ArticleCardView({ article, first }: { article: ArticleCard; first: boolean }) {
  const t = useMessages();
  const english = useEnglishMark();
  const withEnglish = useEnglishPlaces();
  const day = publishedDay(article.publishedAt, useLanguage());
  return (
    <article className="article-card">
      {/* Decorative: the title says what the card is. An upload comes at the width the card needs (ARTICLE_CARD_SIZES). */}
      <BlockPicture
        className="article-card__image"
        src={article.coverImage}
        alt=""
        width={640}
        height={360}
        sizes={ARTICLE_CARD_SIZES}
        priority={first}
      />
      <div className="article-card__body">
        <p className="article-card__meta">
          {day && <time dateTime={publishedIso(article.publishedAt)}>{day}</time>}
          {day && article.category && ' · '}
          {article.category && <span lang={english(article.category.name)}>{article.category.name}</span>}
          {(day || article.category) && article.author && ' · '}
          {article.author && withEnglish(t('By {author}', { author: article.author }), article.author)}
        </p>
        <h3 className="article-card__title">
          <Link to={hrefs.insightsArticle(article.slug)} className="article-card__link stretched-link" lang={english(article.title)}>
            {article.title}
          </Link>
        </h3>
        {article.summary && (
          <p className="article-card__summary" lang={english(article.summary)}>
            {article.summary}
          </p>
        )}
      </div>
    </article>
  );
}

/** Newer and older pages of the list, with each page's number (the first, the last and two either side of this one). */
function Paging({ path, page, pages }: { path: string; page: number; pages: number }) {
  const t = useMessages();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
  return (
    <nav aria-label={t('Pages of articles')} className="insights-paging">
      <ul className="insights-paging__list">
        {page > 1 && (
          <li>
            <Link className="btn btn-outline-primary" to={hrefs.insightsPage(path, page - 1)} rel="prev">
              {t('Newer')}
            </Link>
          </li>
        )}
        {numbers.map((number, index) => (
          <li key={number}>
            {index > 0 && number - numbers[index - 1]! > 1 && (
              <span className="insights-paging__gap" aria-hidden="true">
                …
              </span>
            )}
            <Link
              className={`btn ${number === page ? 'btn-primary' : 'btn-outline-primary'}`}
              to={hrefs.insightsPage(path, number)}
              aria-current={number === page ? 'page' : undefined}
            >
              <span className="visually-hidden">{t('Page')} </span>
              {number}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link className="btn btn-outline-primary" to={hrefs.insightsPage(path, page + 1)} rel="next">
              {t('Older')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
