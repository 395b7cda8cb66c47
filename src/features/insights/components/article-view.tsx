import { Link } from 'react-router-dom';

import { ServiceCard } from '@/components/cards/service-card';
import { ArrowRightIcon } from '@/components/ui/icon';
import type { ServiceSummary } from '@/lib/service-summary';

import { Prose } from '@/blocks/prose';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, Seo } from '@/components/seo';
import { useSiteName } from '@/components/site-name';
import { BlockPicture } from '@/blocks/block-picture';
import { Section } from '@/components/ui/section';
import { useRenderStatus } from '@/lib/render-status';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { useEnglishMark, useLanguage, useMessages } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';
import { INSIGHTS_PATH } from '@common/kinds/insights';
import { ownUnlessUntranslated } from '@common/languages';
import { hrefs } from '@common/paths';

import type { Article } from '../api/get-insights';
import { ARTICLE_COVER_SIZES } from '../lib/picture-sizes';
import { publishedDay, publishedIso, readingMinutes } from '../lib/reading';

import '@/components/cards/services-section.scss';
import './insights.scss';

export interface ArticleViewProps {
  article: Article;
  /** Its category, when it has one. */
  category: { name: string; slug: string } | null;
  /** The services it is about, in the order staff chose them (none: no such section). */
  services: readonly ServiceSummary[];
}

/**
 * An article of Insights: its title as the page's heading, its author (their display name of the day, when they have
 * one), when it went live (India time), how long it takes to
 * read, its cover picture and its body as the server stored it (cleaned when it was saved), with its head
 * (search title, description, canonical, Open Graph as an article, BlogPosting).
 */
export function ArticleView({ article, category, services }: ArticleViewProps) {
  useRenderStatus(200);
  const t = useMessages();
  const english = useEnglishMark();
  const withEnglish = useEnglishPlaces();
  const siteName = useSiteName();
  const path = hrefs.insightsArticle(article.slug);
  const lang = useLanguage();
  const day = publishedDay(article.publishedAt, lang);
  const iso = publishedIso(article.publishedAt);
  const description = ownUnlessUntranslated(article.searchDescription, article.summary || article.title, lang);
  const trail = [{ name: t('Insights'), path: INSIGHTS_PATH }];
  const minutes = readingMinutes(article.body);
  return (
    <>
      <Seo
        title={article.title}
        searchTitle={article.searchTitle}
        description={description}
        path={path}
        trail={trail}
        image={article.coverImage ? { path: article.coverImage, alt: article.coverAlt || article.title } : DEFAULT_SHARE_IMAGE}
        article={{ publishedTime: iso }}
        jsonLd={[
          blogPostingJsonLd({
            title: article.title,
            description,
            path,
            image: article.coverImage,
            datePublished: iso,
            publisher: siteName,
            author: article.author,
            absoluteUrl,
          }),
        ]}
      />
      <PageHeroSection content={{ title: article.title, subtitle: article.summary, trail }} />
      <Section frame="untoned" label={t('Article')}>
        <article className="article-page">
          <ul className="article-page__meta">
            {article.author && (
              <li className="article-page__author">{withEnglish(t('By {author}', { author: article.author }), article.author)}</li>
            )}
            {day && (
              <li>
                <time dateTime={iso}>{day}</time>
              </li>
            )}
            <li>{t('{minutes} min read', { minutes })}</li>
            {category && (
              <li>
                <Link to={hrefs.insightsCategory(category.slug)} lang={english(category.name)}>
                  {category.name}
                </Link>
              </li>
            )}
          </ul>
          {/* The page's largest picture (its LCP): eager, high priority, an upload at the width of the column. */}
          <BlockPicture
            className="article-page__cover"
            src={article.coverImage}
            alt={article.coverAlt}
            width={1200}
            height={675}
            sizes={ARTICLE_COVER_SIZES}
            priority
          />
          <Prose html={article.body} />
          {services.length > 0 && (
            <section className="article-page__related" aria-labelledby="related-services-title">
              <h2 id="related-services-title" className="article-page__related-title">
                {services.length === 1 ? t('Related service') : t('Related services')}
              </h2>
              <ul className="services-section__grid article-page__services">
                {services.map((service) => {
                  const title = service.title || service.subtitle;
                  return (
                    <li key={service.id} className="article-page__service">
                      <ServiceCard service={service} />
                      <Link className="btn btn-primary article-page__ask" to={hrefs.contactQuote({ service: title, from: path })}>
                        {/* Short to see (the card above names the service); whole to hear. */}
                        {t('Ask for a quote')}
                        <span className="visually-hidden">{withEnglish(t(' for {service}', { service: title }), title)}</span>
                        <ArrowRightIcon size={18} aria-hidden />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </article>
      </Section>
    </>
  );
}
