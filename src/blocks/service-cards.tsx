import { ServiceCard } from '@/components/cards/service-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useRead } from '@/lib/page-data';
import type { ServiceSummary } from '@/lib/service-summary';

import { blockServicesQuery } from './block-queries';
import { anchorOf, type BlockProps } from './block-data';

import '@/components/cards/services-section.scss';
import { serviceCards } from '@common/blocks/declarations';
import { useMessages } from '@/lib/language';

export const declaration = serviceCards;

export function query(block: BlockProps<typeof serviceCards>['block']) {
  return blockServicesQuery(block.offering_id ?? undefined);
}

/** The cards of an offering's services (every service without one), as on Our Offerings; nothing until they arrive. */
export function Component({ block, index, data }: BlockProps<typeof serviceCards, ServiceSummary[]>) {
  const t = useMessages();
  const { title } = block;
  const services = useRead(data);
  if (services.status !== 'success' || services.data.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : t('Services')}
      className="services-section"
    >
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="services-section__grid">
        {services.data.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
