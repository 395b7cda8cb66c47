import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@common/paths';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { feedTitle } from '@common/kinds/insights-addresses';
import { isPageHandle, type PageHandle } from '@common/page-handle';
import { LANGUAGES, DEFAULT_LANGUAGE, languageTag, ownUnlessUntranslated, pathInLanguage } from '@common/languages';
import { useLanguage, useMessages } from '@/lib/language';
import { usePageAddresses } from '@/lib/page-addresses';

import { Head } from './head';
import { useSiteName } from './site-name';

/** The site-wide share picture (public/og-image.png), 1200×630. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface ShareImage {
  /** A root-relative path on the site (or an upload's address). */
  path: string;
  /** Left out for a picture staff chose, whose size the page does not know. */
  width?: number;
  height?: number;
  alt?: string;
}

export interface SeoProps {
  /** The page's own title (its heading: the breadcrumb's name); the company name is appended (the home page passes the full company string). */
  title: string;
  /** The title in search results and shares when staff gave one apart from the heading; `title` otherwise. */
  searchTitle?: string;
  description: string;
  /** The canonical path of the page, e.g. '/about'. */
  path: string;
  /** Extra JSON-LD objects (the home page's LocalBusiness and Organization, a service's Service). */
  jsonLd?: object[];
  /** Inner pages get a BreadcrumbList Home › title. */
  breadcrumb?: boolean;
  /** The breadcrumb between Home and this page (Our Offerings on a service page). */
  trail?: readonly Crumb[];
  noindex?: boolean;
  /** The page's own share picture; the site's otherwise. */
  image?: ShareImage;
  /** An article (Insights): og:type article with the time it went live (ISO 8601). */
  article?: { publishedTime: string };
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.siteOrigin).href;
}

/** The kinds of structured data that are a text in a language: JSON-LD `inLanguage` says which. */
const WRITTEN = /^(Article|BlogPosting|Service|WebPage|FAQPage)$/;

/** What the route table says of the page being drawn (its entry is the route's handle). */
function usePageHandles(): PageHandle[] {
  // The router's state, not useMatches(): sections are also rendered outside a data router in tests.
  const state = useContext(UNSAFE_DataRouterStateContext);
  return state?.matches.flatMap((match) => (isPageHandle(match.route.handle) ? [match.route.handle] : [])) ?? [];
}

/** Title, description, canonical URL, Open Graph, Twitter and structured data of one page. */
export function Seo({
  title,
  searchTitle,
  description,
  path,
  jsonLd = [],
  breadcrumb = true,
  trail = [],
  noindex = false,
  image = DEFAULT_SHARE_IMAGE,
  article,
}: SeoProps) {
  const handles = usePageHandles();
  // Sample pages are the purchased template's (the route table marks them).
  const sample = handles.some((handle) => handle.sample === true);
  // A page of a feed (Insights) names it for feed readers and browsers; a 404 drawn at its address does not.
  const feed = noindex ? undefined : handles.find((handle) => handle.feed)?.feed;
  const siteName = useSiteName();
  const lang = useLanguage();
  const t = useMessages();
  // A page with an address of its own in a language (an article's Marathi one) is named there, not at a redirect.
  const addresses = usePageAddresses();
  const shownTitle = ownUnlessUntranslated(searchTitle, title, lang);
  const fullTitle = path === paths.home ? shownTitle : `${shownTitle} | ${siteName}`;
  // The page's address in its language; the company's pages name their addresses in the other languages (hreflang),
  // English as the default for a reader of none of them.
  const inPageLanguage = (address: string) => absoluteUrl(pathInLanguage(lang, address));
  const url = inPageLanguage(path);
  // A service's share picture is drawn in the page's language (server/render/share-picture.ts): /og/mr/service-1.png.
  const imageUrl = absoluteUrl(lang === DEFAULT_LANGUAGE ? image.path : image.path.replace(/^\/og\//, `/og/${lang}/`));
  const tag = languageTag(lang);
  const data = jsonLd.map((item) => (WRITTEN.test((item as { '@type'?: string })['@type'] ?? '') ? { ...item, inLanguage: tag } : item));
  if (breadcrumb && path !== paths.home) data.push(breadcrumbJsonLd({ name: title, path }, trail, inPageLanguage));
  // Sample pages stay out of search results, but their links still lead crawlers to the real pages.
  const robots = noindex ? 'noindex' : sample ? 'noindex, follow' : undefined;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {robots && <meta name="robots" content={robots} />}
      <link rel="canonical" href={url} />
      {/* The company's pages name their addresses in each language, English the default for a reader of none of them. */}
      {!sample &&
        !noindex &&
        [...LANGUAGES.map(({ code }) => [languageTag(code), code] as const), ['x-default', DEFAULT_LANGUAGE] as const].map(
          ([hreflang, code]) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(pathInLanguage(code, addresses?.[code] ?? path))} />
          ),
        )}
      {/* The feed in the page's language: its articles' translations, the English of those not translated yet. */}
      {feed && <link rel="alternate" type="application/atom+xml" title={feedTitle(siteName, t('Insights'))} href={inPageLanguage(feed)} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article?.publishedTime && <meta property="article:published_time" content={article.publishedTime} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {image.width !== undefined && <meta property="og:image:width" content={String(image.width)} />}
      {image.height !== undefined && <meta property="og:image:height" content={String(image.height)} />}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {data.map((item, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
    </Head>
  );
}
