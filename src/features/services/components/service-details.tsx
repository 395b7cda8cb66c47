import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Seo } from '@/components/seo';
import { BackToTop } from '@/components/ui/back-to-top';
import { SERVICE_MAIN_IMAGE_HEIGHT } from '@/config/constants';
import { paths } from '@/config/paths';
import { pageMeta } from '@/content/page-meta';
import { serviceDetailsContent as text } from '@/content/services';
import defaultServiceImage from '@/assets/services/service-default.svg';

import { useServiceDetails } from '../api/use-service-details';
import type { ServiceSummary } from '../api/get-services';
import { serviceIdFromSlug } from '../lib/route-service';
import { LoadingStatus } from './loading-status';
import { QuickFactsList } from './quick-facts-list';
import { ServiceImage } from './service-image';
import { ServicePricing } from './service-pricing';
import { ServiceSectionsList } from './service-sections-list';
import './service-details.scss';

/** The main image's intrinsic size: full container width, 510 px high (SPEC §9). */
const MAIN_IMAGE = { width: 1320, height: SERVICE_MAIN_IMAGE_HEIGHT } as const;

export interface ServiceDetailsProps {
  /** The route's `:serviceId` ('service-12'). */
  slug: string | undefined;
  /** The pricing plans, composed by the page from the pricing feature. */
  pricingPlans: ReactNode;
}

/** The service detail page (SPEC §2, §4, §8): loading, error, not found, or the service itself. */
export function ServiceDetails({ slug, pricingPlans }: ServiceDetailsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useServiceDetails(serviceIdFromSlug(slug), location.state);
  const meta = pageMeta['service-details'];

  if (state.status === 'loaded') return <LoadedService service={state.service} path={location.pathname} pricingPlans={pricingPlans} />;

  return (
    <>
      <Seo
        title={state.status === 'not-found' ? text.notFoundTitle : meta.title}
        description={meta.description}
        path={location.pathname}
        noindex={state.status !== 'loading'}
      />
      <div className="container service-status">
        {state.status === 'loading' && <LoadingStatus text={text.loading} size="page" />}
        {state.status === 'error' && (
          <div className="service-status__panel" role="alert">
            <h1 className="service-status__title">{text.errorTitle}</h1>
            <p className="service-status__message">{state.message}</p>
            <div className="service-status__actions">
              <button type="button" className="btn btn-primary" onClick={state.reload}>
                {text.tryAgain}
              </button>
              <button
                type="button"
                className="btn btn-outline-primary"
                // The first page of the visit has nowhere to go back to inside the site.
                onClick={() => (location.key === 'default' ? navigate(paths.service) : navigate(-1))}
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
              {state.message}. {text.notFoundHelp}
            </p>
            <div className="service-status__actions">
              <button type="button" className="btn btn-primary" onClick={() => navigate(paths.service)}>
                {text.returnToServices}
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}

interface LoadedServiceProps {
  service: ServiceSummary;
  path: string;
  pricingPlans: ReactNode;
}

function LoadedService({ service, path, pricingPlans }: LoadedServiceProps) {
  const meta = pageMeta['service-details'];
  const title = service.title || service.subtitle || meta.title;
  return (
    <>
      <Seo title={title} description={service.subtitle || meta.description} path={path} />
      <PageHeroSection title={title} subtitle={service.title ? service.subtitle : undefined} />
      <div className="container service-details">
        <div className="service-details__overview">
          <ServiceImage
            className="service-details__image"
            style={{ height: SERVICE_MAIN_IMAGE_HEIGHT }}
            src={service.image}
            fallbackSrc={defaultServiceImage}
            alt={title}
            width={MAIN_IMAGE.width}
            height={MAIN_IMAGE.height}
            priority
          />
          <QuickFactsList serviceId={service.id} />
        </div>
        <ServiceSectionsList serviceId={service.id} />
        <ServicePricing serviceId={service.id} plans={pricingPlans} />
      </div>
      <BackToTop label={text.backToTop} variant="pill" />
    </>
  );
}
