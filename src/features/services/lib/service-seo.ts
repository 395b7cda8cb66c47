// What a service page tells search engines and link previews: its description, share picture and
// structured data (a Service with its provider, area and offers).
import { paths, hrefs } from '@/config/paths';

/** Search results show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Text trimmed to `max` characters at a word boundary, with an ellipsis when anything was cut. */
export function trimAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the limit is cut inside the word rather than dropped.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The meta description: the service's heading, then its first section, trimmed at a word. */
export function serviceMetaDescription(heading: string, firstSection: string | undefined, fallback: string): string {
  const parts = [heading.trim(), firstSection?.trim() ?? ''].filter(Boolean);
  if (parts.length === 0) return fallback;
  const joined = parts.map((part, index) => (index < parts.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part)).join(' ');
  return trimAtWord(joined);
}

/** The path of a service's share picture (drawn by the server, 1200×630). */
export function serviceShareImagePath(serviceId: number): string {
  return `/og/service-${serviceId}.png`;
}

/** One way to buy the service: a pricing plan. */
export interface ServiceOffer {
  name: string;
  /** What the visitor pays (the discounted price when there is one). */
  price: number;
  /** ISO 4217 code ('INR'). */
  currency: string;
  /** Whether GST comes on top of the price. */
  excludesGst: boolean;
}

/** The company providing the service (the shape of src/content/company.ts, passed in by the route). */
export interface ServiceProvider {
  name: string;
  address: { locality: string; countryName: string };
}

export interface ServiceJsonLdInput {
  id: number;
  title: string;
  description: string;
  image: string;
  offers: readonly ServiceOffer[];
  provider: ServiceProvider;
  /** Absolute URL of a site path. */
  absoluteUrl: (path: string) => string;
}

/** schema.org Service: provided by the company (the home page's Organization), in Pune and India. */
export function serviceJsonLd({ id, title, description, image, offers, provider, absoluteUrl }: ServiceJsonLdInput) {
  const home = absoluteUrl(paths.home);
  const url = absoluteUrl(hrefs.serviceDetails(id));
  return {
    '@context': 'https://schema.org',
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
