import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Section, type SectionProps } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useRead, type Read, type Reader } from '@/lib/page-data';
import type { ServicesSectionContent } from '@/types/feature-sections';

import {
  ALL_LABEL,
  OFFERING_PARAM,
  offeringIdOf,
  offeringLabelsQuery,
  requestedLabel,
  type OfferingLabel,
} from '../api/get-offering-labels';
import { offeringServicesQuery, type ServiceSummary } from '../api/get-services';
import { servicesCopy as english, useServicesCopy } from '../services-copy';
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
  /** The label tabs and the services of the tab the URL names, as the page's loader read them (`servicesSectionReads`). */
  reads: ServicesSectionReads;
}

export interface ServicesSectionReads {
  labels: Read<OfferingLabel[]>;
  services: Read<ServiceSummary[] | null>;
}

/**
 * The page loader's reads of the section: the labels, and the services of the tab the URL names — every service for
 * 'All' (read beside the labels), else once the labels give the offering's id (every service when they do not).
 */
export function servicesSectionReads(read: Reader, search: URLSearchParams): ServicesSectionReads {
  const labels = read(offeringLabelsQuery);
  const requested = requestedLabel(search);
  const services =
    requested === ALL_LABEL
      ? read(offeringServicesQuery(undefined))
      : read.after(labels, (list) => offeringServicesQuery(offeringIdOf(list, requested)));
  return { labels, services };
}

/**
 * The label tabs and service cards of the Our Offerings page (docs/requirements/spec.md §2, §4, §8). The selected tab
 * lives in the URL (`?offering=<name>`, none for 'All'); a label with no known id is only logged. Choosing a tab is a
 * move to its address: the page's loader reads its services (docs/requirements/spec.md §4: choosing a label loads
 * that offering's services, choosing 'All' reloads every service), and so does Back.
 */
export function ServicesSection({ id, tone, content, reads }: ServicesSectionProps) {
  const text = useServicesCopy();
  const headingId = useId();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = requestedLabel(searchParams);

  const labels = useRead(reads.labels);
  const names = [ALL_LABEL, ...(labels.data ?? []).map((label) => label.name)];
  // An offering named in the URL is looked up in the labels; one with no id falls back to 'All' (logged below), so
  // the page never stays empty.
  const offeringId = offeringIdOf(labels.data, requested);
  const selected = offeringId !== undefined ? requested : ALL_LABEL;
  const unknownRequest = requested !== ALL_LABEL && labels.status !== 'loading' && offeringId === undefined;

  useEffect(() => {
    if (unknownRequest) logUnknownLabel(requested);
  }, [unknownRequest, requested]);

  const services = useRead(reads.services);

  useEffect(() => {
    if (services.status === 'error') console.error(`Error fetching services: ${english.servicesFailure}`, services.error.message);
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
        {services.status === 'loading' && <LoadingStatus text={text.loadingServices} />}
        {services.status === 'error' && (
          <p className="services-section__error" role="alert">
            {text.servicesError(text.servicesFailure)}
          </p>
        )}
        {services.status === 'success' &&
          (!services.data || services.data.length === 0 ? (
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
