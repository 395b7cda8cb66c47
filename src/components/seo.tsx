import { Helmet } from 'react-helmet-async';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { company } from '@/content/company';

export interface SeoProps {
  /** The page's own title; the company name is appended (the home page passes the full company string). */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. '/about'. */
  path: string;
  /** Extra JSON-LD objects (the home page's LocalBusiness and Organization). */
  jsonLd?: object[];
  /** Inner pages get a BreadcrumbList Home › title. */
  breadcrumb?: boolean;
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.siteOrigin).href;
}

/** Title, description, canonical URL, Open Graph and structured data of one page. */
export function Seo({ title, description, path, jsonLd = [], breadcrumb = true, noindex = false }: SeoProps) {
  const fullTitle = path === paths.home ? title : `${title} | ${company.name}`;
  const url = absoluteUrl(path);
  const data = [...jsonLd];
  if (breadcrumb && path !== paths.home) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(paths.home) },
        { '@type': 'ListItem', position: 2, name: title, item: url },
      ],
    });
  }
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl('/og-image.png')} />
      <meta name="twitter:card" content="summary_large_image" />
      {data.map((item, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
    </Helmet>
  );
}
