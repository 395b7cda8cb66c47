import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Section, type SectionProps } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useHistoryEntryName, useQuery } from '@/lib/use-api-query';
import type { ServicesSectionContent } from '@/types/feature-sections';

import { ALL_LABEL, OFFERING_PARAM, offeringIdOf, requestedLabel, useOfferingLabels } from '../api/get-offering-labels';
import { offeringServicesQuery } from '../api/get-services';
import { servicesCopy as text } from '../services-copy';
import { LoadingStatus } from './loading-status';
import { OfferingTabs, offeringTabId } from './offering-tabs';
import { ServiceCard } from '@/components/cards/service-card';
import '@/components/cards/services-section.scss';

function logUnknownLabel(name: string) {
  console.error(`No offering id for the label "${name}"`);
}

export interface ServicesSectionProps {
  id?: string;
  tone?: SectionProps['tone'];
  content: ServicesSectionContent;
}

/**
 * The label tabs and service cards of the Our Offerings page (docs/requirements/spec.md §2, §4, §8). The selected tab
 * lives in the URL (`?offering=<name>`, none for 'All'); a label with no known id is only logged.
 */
export function ServicesSection({ id, tone, content }: ServicesSectionProps) {
  const headingId = useId();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const entry = useHistoryEntryName();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = requestedLabel(searchParams);

  const labels = useOfferingLabels();
  const names = [ALL_LABEL, ...(labels.data ?? []).map((label) => label.name)];
  // Until the labels arrive an offering named in the URL cannot be looked up: wait, then fall back
  // to 'All' if it has no id (logged below), so the page never stays empty.
  const waitingForLabels = requested !== ALL_LABEL && labels.status === 'loading';
  const offeringId = offeringIdOf(labels.data, requested);
  const selected = offeringId !== undefined ? requested : ALL_LABEL;
  const unknownRequest = requested !== ALL_LABEL && labels.status !== 'loading' && offeringId === undefined;

  useEffect(() => {
    if (unknownRequest) logUnknownLabel(requested);
  }, [unknownRequest, requested]);

  // docs/requirements/spec.md §4: choosing a label loads its services and choosing 'All' reloads every service, so each
  // choice (a new history entry) asks the server again; Back shows that entry's earlier answer.
  const services = useQuery(waitingForLabels ? null : offeringServicesQuery(offeringId, entry));

  useEffect(() => {
    if (services.status === 'error') console.error(`Error fetching services: ${text.servicesFailure}`, services.error.message);
  }, [services.status, services.error]);

  function choose(name: string) {
    if (name === selected) return;
    if (name !== ALL_LABEL && offeringIdOf(labels.data, name) === undefined) {
      logUnknownLabel(name);
      return;
    }
    const next = new URLSearchParams(searchParams);
    if (name === ALL_LABEL) next.delete(OFFERING_PARAM);
    else next.set(OFFERING_PARAM, name);
    setSearchParams(next, { preventScrollReset: true });
  }

  const selectedIndex = Math.max(0, names.indexOf(selected));

  return (
    <Section id={id} tone={tone} labelledBy={headingId} className="services-section">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      <div className="services-section__labels">
        {labels.status === 'loading' && <LoadingStatus text={text.loadingLabels} />}
        {labels.status === 'error' && (
          <p className="services-section__error" role="alert">
            {text.labelsError}
          </p>
        )}
        {labels.status === 'success' && (
          <OfferingTabs label={text.tabsLabel} names={names} selected={selected} onSelect={choose} panelId={panelId} idPrefix={idPrefix} />
        )}
      </div>
      <div
        id={panelId}
        className="services-section__panel"
        {...(labels.status === 'success' ? { role: 'tabpanel', 'aria-labelledby': offeringTabId(idPrefix, selectedIndex) } : {})}
      >
        {(services.status === 'loading' || waitingForLabels) && <LoadingStatus text={text.loadingServices} />}
        {services.status === 'error' && (
          <p className="services-section__error" role="alert">
            {text.servicesError(text.servicesFailure)}
          </p>
        )}
        {services.status === 'success' &&
          (services.data.length === 0 ? (
            <p className="services-section__empty">{text.noServices}</p>
          ) : (
            <ul className="services-section__grid" aria-label={text.servicesLabel(selected)}>
              {services.data.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </Section>
  );
}
