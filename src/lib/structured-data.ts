// Every schema.org JSON-LD object the site puts in a page's head, built in one place so the company,
// its pages and its services are described one way: the home page's Organization and LocalBusiness,
// each inner page's BreadcrumbList, each service's Service. `<Seo>` writes them into the page.
// The company's facts come in from the route (only routes and layouts read src/copy).
import { hrefs, paths } from '@common/paths';

/** Turns a root-relative site path into an absolute URL (the site's public origin). */
export type AbsoluteUrl = (path: string) => string;

/** A page in a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The public logo file (fixed URL in public/). */
const LOGO_PATH = '/logo.svg';

const SCHEMA_CONTEXT = 'https://schema.org';

/** What the Organization and LocalBusiness say of the company (the shape of src/copy/company.ts). */
export interface OrganizationFacts {
  name: string;
  legalName: string;
  description: string;
  email: string;
  phones: readonly string[];
  partnerSince: number;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  social: Readonly<Record<string, string>>;
}

/** The company providing a service (the shape of src/copy/company.ts). */
export interface ServiceProvider {
  name: string;
  address: { locality: string; countryName: string };
}

/** The company as an Organization, and its office as a LocalBusiness of that organization (the home page's). */
export function organizationJsonLd(company: OrganizationFacts, absoluteUrl: AbsoluteUrl) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    addressLocality: company.address.locality,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: company.address.country,
  };
  const url = absoluteUrl(paths.home);
  const logo = absoluteUrl(LOGO_PATH);
  const sameAs = Object.values(company.social);
  return [
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: company.name,
      legalName: company.legalName,
      url,
      logo,
      email: company.email,
      telephone: company.phones[0],
      address,
      sameAs,
    },
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: company.name,
      description: company.description,
      url,
      logo,
      image: logo,
      email: company.email,
      telephone: company.phones[0],
      address,
      areaServed: company.address.locality,
      foundingDate: String(company.partnerSince),
      sameAs,
      parentOrganization: { '@id': `${url}#organization` },
    },
  ];
}

/** The BreadcrumbList of an inner page: Home, the trail, the page. */
export function breadcrumbJsonLd(page: Crumb, trail: readonly Crumb[], absoluteUrl: AbsoluteUrl) {
  const items = [{ name: 'Home', path: paths.home }, ...trail, page];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** One way to buy a service: a pricing plan. */
export interface ServiceOffer {
  name: string;
  /** What the visitor pays (the discounted price when there is one). */
  price: number;
  /** ISO 4217 code ('INR'). */
  currency: string;
  /** Whether GST comes on top of the price. */
  excludesGst: boolean;
}

export interface ServiceJsonLdInput {
  id: number;
  title: string;
  description: string;
  image: string;
  offers: readonly ServiceOffer[];
  provider: ServiceProvider;
  absoluteUrl: AbsoluteUrl;
}

/** schema.org Service: provided by the company (the home page's Organization), in Pune and India. */
export function serviceJsonLd({ id, title, description, image, offers, provider, absoluteUrl }: ServiceJsonLdInput) {
  const home = absoluteUrl(paths.home);
  const url = absoluteUrl(hrefs.serviceDetails(id));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: title,
    description,
    url,
    image: absoluteUrl(image),
    provider: { '@type': 'Organization', '@id': `${home}#organization`, name: provider.name, url: home },
    areaServed: [
      { '@type': 'City', name: provider.address.locality },
      { '@type': 'Country', name: provider.address.countryName },
    ],
    ...(offers.length > 0
      ? {
          offers: offers.map((offer) => {
            // schema.org wants the price as a plain decimal ('22500.00'), the currency beside it.
            const price = offer.price.toFixed(2);
            return {
              '@type': 'Offer',
              name: offer.name,
              price,
              priceCurrency: offer.currency,
              priceSpecification: {
                '@type': 'PriceSpecification',
                price,
                priceCurrency: offer.currency,
                valueAddedTaxIncluded: !offer.excludesGst,
              },
              url,
              availability: 'https://schema.org/InStock',
            };
          }),
        }
      : {}),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  /** The article's path on the site. */
  path: string;
  /** Its cover picture's address, if it has one. */
  image: string;
  /** When it went live, ISO 8601 in India time. */
  datePublished: string;
  publisher: string;
  /** Its author's display name ('' when it has none: the company is the author). */
  author: string;
  absoluteUrl: AbsoluteUrl;
}

/** An article of Insights as a BlogPosting, published by the company, written by its author (else the company). */
export function blogPostingJsonLd({ title, description, path, image, datePublished, publisher, author, absoluteUrl }: BlogPostingInput) {
  const home = absoluteUrl(paths.home);
  const url = absoluteUrl(path);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: title,
    description,
    url,
    mainEntityOfPage: url,
    ...(image ? { image: absoluteUrl(image) } : {}),
    ...(datePublished ? { datePublished } : {}),
    author: author
      ? { '@type': 'Person', name: author }
      : { '@type': 'Organization', '@id': `${home}#organization`, name: publisher, url: home },
    publisher: { '@type': 'Organization', '@id': `${home}#organization`, name: publisher, url: home },
  };
}
