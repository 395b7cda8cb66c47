import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ServiceHoverTabsContent } from '@/samples/types/cards';

import './service-hover-tabs-section.scss';

export interface ServiceHoverTabsSectionProps {
  id: string;
  tone?: SectionTone;
  content: ServiceHoverTabsContent;
}

/**
 * A list of services beside the picture of the active one. The first is active at first; hovering
 * a service, or moving keyboard focus onto it, makes it active (docs/requirements/spec.md §2 'Hover tabs').
 */
export function ServiceHoverTabsSection({ id, tone = 'alt', content }: ServiceHoverTabsSectionProps) {
  const [active, setActive] = useState(0);
  const headingId = `${id}-title`;
  const current = content.services[active] ?? content.services[0];

  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="hover-tabs">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
      <div className="hover-tabs__grid">
        <ol className="hover-tabs__list">
          {content.services.map((service, index) => (
            <li
              key={service.title}
              className={`hover-tabs__item${index === active ? ' hover-tabs__item--active' : ''}`}
              data-active={index === active}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
            >
              <span className="hover-tabs__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="hover-tabs__body">
                <h3 className="hover-tabs__title">
                  <Link to={service.href} className="hover-tabs__link">
                    {service.title}
                  </Link>
                </h3>
                <p className="hover-tabs__text">{service.subTitle}</p>
              </div>
              <ArrowRightIcon size={22} aria-hidden className="hover-tabs__arrow" />
            </li>
          ))}
        </ol>
        {current && (
          <div className="hover-tabs__media" aria-hidden="true">
            {content.services.map((service, index) => (
              <Image
                key={service.title}
                {...service.image}
                alt=""
                className={`hover-tabs__image${index === active ? ' hover-tabs__image--active' : ''}`}
              />
            ))}
          </div>
        )}
      </div>
    </Section>
  );
}
