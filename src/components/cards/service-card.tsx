import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { hrefs } from '@common/paths';
import defaultServiceImage from '@/assets/services/service-default.svg';

import type { ServiceSummary } from '@/lib/service-summary';
import { serviceNumber } from '@/lib/service-number';
import { ServiceImage, type ImageFrame } from './service-image';
import { useEnglishMark } from '@/lib/language';

export interface ServiceCardProps {
  service: ServiceSummary;
}

/** The card's picture: as wide as the card in the services grid (three columns from 1200 px, two from 768 px, else one). */
export const SERVICE_CARD_IMAGE: ImageFrame = {
  width: 640,
  height: 400,
  sizes: '(min-width: 1200px) 420px, (min-width: 768px) 50vw, 100vw',
  fallbackSrc: defaultServiceImage,
};

/** A service on the Our Offerings page; the whole card opens its detail page with the service data. */
export function ServiceCard({ service }: ServiceCardProps) {
  const number = serviceNumber(service.id);
  // A service not translated yet shows its English on a Marathi or Hindi page, marked as English.
  const english = useEnglishMark();
  const title = service.title || service.subtitle;
  return (
    <article className="service-card">
      {/* The title beside it names the card: the picture is described only when the library has words for it. */}
      <ServiceImage
        className="service-card__image"
        src={service.image}
        focus={service.imageFocus}
        alt={service.imageAlt}
        frame={SERVICE_CARD_IMAGE}
      />
      <div className="service-card__body">
        <p className="service-card__number" aria-hidden="true">
          {number}
        </p>
        <h3 className="service-card__title">
          <Link to={hrefs.serviceDetails(service.id)} state={service.raw} className="service-card__link stretched-link">
            <span className="visually-hidden">{number}.</span> <span lang={english(title)}>{title}</span>
          </Link>
        </h3>
        {service.subtitle && (
          <p className="service-card__subtitle" lang={english(service.subtitle)}>
            {service.subtitle}
          </p>
        )}
        <ArrowRightIcon className="service-card__arrow" size={22} aria-hidden />
      </div>
    </article>
  );
}
