import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { PageHeroSection } from '@/components/sections/page-hero-section';
import { absoluteUrl, Seo } from '@/components/seo';
import { BackToTop } from '@/components/ui/back-to-top';
import { PreloadPicture } from '@/components/ui/preload-picture';
import { SERVICE_MAIN_IMAGE_HEIGHT } from '@/config/constants';
import { hrefs, paths } from '@common/paths';
import { ownUnlessUntranslated } from '@common/languages';
import { useLanguage } from '@/lib/language';
import { useRead } from '@/lib/page-data';
import { useRenderStatus } from '@/lib/render-status';
import { serviceJsonLd, type ServiceOffer, type ServiceProvider } from '@/lib/structured-data';
import defaultServiceImage from '@/assets/services/service-default.svg';

import type { ServiceSummary } from '../api/get-services';
import { useServiceDetails, type ServiceReads } from '../api/use-service-details';
import { serviceIdFromSlug } from '../lib/route-service';
import { serviceMetaDescription, serviceShareImagePath } from '../lib/service-seo';
import { serviceDetailsCopy as english, useServiceDetailsCopy } from '../services-copy';
import { LoadingStatus } from './loading-status';
import { QuickFactsList } from './quick-facts-list';
import { ServiceImage, type ImageFrame } from '@/components/cards/service-image';
import { ServicePricing } from './service-pricing';
import { ServiceQuoteBar, type ServiceContact } from './service-quote-bar';
import { ServiceSectionsList } from './service-sections-list';
import './service-details.scss';

/** The share picture the server draws for each service. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The main image: full container width, 510 px high (docs/requirements/spec.md §9); it shows two thirds of the
 * container wide beside the quick facts from 992 px, the container's width below.
 */
const MAIN_IMAGE: ImageFrame = {
  width: 1320,
  height: SERVICE_MAIN_IMAGE_HEIGHT,
  sizes: '(min-width: 1400px) 840px, (min-width: 992px) 66vw, 100vw',
  fallbackSrc: defaultServiceImage,
};

/** The service a page's pricing is drawn for. */
export interface PricedService {
  id: number;
  title: string;
}

/** A service's plans, composed by the page from the pricing feature. */
export interface ServicePlans {
  /** The plans drawn under the pricing header. */
  plans: ReactNode;
  /** The same plans as offers, for the page's structured data. */
  offers: readonly ServiceOffer[];
}

/** The page copy the route passes in. */
export interface ServiceDetailsPage {
  /** The page's title and description until the service is known, and where it lacks its own. */
  title: string;
  description: string;
  /** The name of the services page, between Home and the service in the breadcrumb trail. */
  servicesTitle: string;
}

export interface ServiceDetailsProps {
  /** The route's `:serviceId` ('service-12'). */
  slug: string | undefined;
  /** What the page's loader reads for the service of that id; undefined for a slug that names none. */
  reads: ServiceReads | undefined;
  page: ServiceDetailsPage;
  /** The company providing the service, for the structured data. */
  provider: ServiceProvider;
  /** The plans of the service once it is known. */
  pricing: (service: PricedService) => ServicePlans;
  /** The company's phone and chat, for the bar that phones show at the foot of the page. */
  contact: ServiceContact;
  /** What the page shows of other kinds about the service, under its pricing (its customer stories). */
  about?: (service: { id: number; title: string; path: string }) => ReactNode;
}

/** The trail between Home and a service in its breadcrumb: the visible one and the structured data's. */
const serviceTrail = (page: ServiceDetailsPage) => [{ name: page.servicesTitle, path: paths.service }] as const;

/** HTTP 404 for the server's render of a service that does not exist. */
const NOT_FOUND_STATUS = 404;

/**
 * Whether Go Back has a page of this site to return to: an entry the app made (it has a key of its
 * own, kept across a reload), or a page of this site that linked here.
 */
function cameFromThisSite(locationKey: string): boolean {
  if (locationKey !== 'default') return true;
  try {
    return window.history.length > 1 && document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A docs/requirements/spec.md §8 message (made in English) in the page's language; the server's own as it came. */
function messageIn(message: string, text: ReturnType<typeof useServiceDetailsCopy>): string {
  const { messages } = english;
  if (message === messages.notFound) return text.messages.notFound;
  if (message === messages.listFailure) return text.messages.listFailure;
  return message === messages.unavailable ? text.messages.unavailable : message;
}

/** The service detail page (docs/requirements/spec.md §2, §4, §8): loading, error, not found, or the service itself. */
export function ServiceDetails({ slug, reads, page, provider, pricing, contact, about }: ServiceDetailsProps) {
  const text = useServiceDetailsCopy();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useServiceDetails(serviceIdFromSlug(slug), location.state, reads?.service);
  useRenderStatus(state.status === 'not-found' ? NOT_FOUND_STATUS : undefined);

  // A service is loaded only for a slug that names it, so its reads are there.
  if (state.status === 'loaded' && reads) {
    return (
      <LoadedService
        service={state.service}
        reads={reads}
        page={page}
        provider={provider}
        pricing={pricing}
        contact={contact}
        about={about}
      />
    );
  }

  return (
    <>
      <Seo
        title={state.status === 'not-found' ? text.notFoundTitle : page.title}
        description={page.description}
        path={location.pathname}
        noindex={state.status !== 'loading'}
      />
      <div className="container service-status">
        {state.status === 'loading' && <LoadingStatus text={text.loading} size="page" />}
        {state.status === 'error' && (
          <div className="service-status__panel" role="alert">
            <h1 className="service-status__title">{text.errorTitle}</h1>
            <p className="service-status__message">{messageIn(state.message, text)}</p>
            <div className="service-status__actions">
              <button type="button" className="btn btn-primary" onClick={state.reload}>
                {text.tryAgain}
              </button>
              <button
                type="button"
                className="btn btn-outline-primary"
                // A visitor who arrived from elsewhere has no page of this site to go back to.
                onClick={() => (cameFromThisSite(location.key) ? navigate(-1) : navigate(paths.service))}
              >
                {text.goBack}
              </button>
            </div>
          </div>
        )}
        {state.status === 'not-found' && (
          <div className="service-status__panel">
            <h1 className="service-status__title">{text.notFoundTitle}</h1>
            <p className="service-status__message">
              {messageIn(state.message, text)}. {text.notFoundHelp}
            </p>
            <div className="service-status__actions">
              {/* The 'Return to Services' button of docs/requirements/spec.md §4, made of a link so that it works
                  before the app has loaded and with scripts off; as a button it also answers the Space key. */}
              <Link to={paths.service} role="button" className="btn btn-primary" onKeyDown={pressOnSpace}>
                {text.returnToServices}
              </Link>
            </div>
          </div>
        )}
      </div>
    </>
  );
}

interface LoadedServiceProps extends Omit<ServiceDetailsProps, 'slug' | 'reads'> {
  service: ServiceSummary;
  reads: ServiceReads;
}

function LoadedService({ service, reads, page, provider, pricing, contact, about }: LoadedServiceProps) {
  const text = useServiceDetailsCopy();
  const title = service.title || service.subtitle || page.title;
  const trail = serviceTrail(page);
  const { plans, offers } = pricing({ id: service.id, title });
  const sections = useRead(reads.sections);
  const firstSection = sections.status === 'success' ? sections.data[0]?.description : undefined;
  const lang = useLanguage();
  const description = ownUnlessUntranslated(
    service.searchDescription,
    serviceMetaDescription(service.subtitle, firstSection, page.description),
    lang,
  );
  // The canonical address of the service, whatever slug spelling led here.
  const path = hrefs.serviceDetails(service.id);
  const shareImage = serviceShareImagePath(service.id);
  // Every quote asked from this page names the service and records the page.
  const quoteHref = hrefs.contactQuote({ service: title, from: path });
  return (
    <>
      <Seo
        title={title}
        searchTitle={service.searchTitle}
        description={description}
        path={path}
        trail={trail}
        image={{ path: shareImage, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: title }}
        jsonLd={[serviceJsonLd({ id: service.id, title, description, image: shareImage, offers, provider, absoluteUrl })]}
      />
      <PreloadPicture src={service.image || MAIN_IMAGE.fallbackSrc} />
      <PageHeroSection content={{ title, subtitle: service.title ? service.subtitle : undefined, trail }} />
      <div className="container service-details">
        <div className="service-details__overview">
          <ServiceImage
            className="service-details__image"
            style={{ height: SERVICE_MAIN_IMAGE_HEIGHT }}
            src={service.image}
            focus={service.imageFocus}
            alt={service.imageAlt || title}
            frame={MAIN_IMAGE}
            priority
          />
          <QuickFactsList serviceId={service.id} facts={reads.facts} />
        </div>
        <ServiceSectionsList sections={sections} />
        <ServicePricing header={reads.pricingHeader} quoteHref={quoteHref} plans={plans} />
      </div>
      {about?.({ id: service.id, title, path })}
      <ServiceQuoteBar contact={contact} quoteHref={quoteHref} />
      <BackToTop label={text.backToTop} variant="pill" />
    </>
  );
}

/** Space activates a button; a link made a button follows itself on Space as on Enter. */
function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}
