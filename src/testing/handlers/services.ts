import type { QuickFact, Service, ServiceSection } from '@common/content-model/service-kinds';

import type { ContentAnswer } from './content';

export const servicesFixture: Service[] = [
  {
    id: 1,
    heading: 'Licences for every team size',
    description: 'TallyPrime Licences',
    image: '/media/services/tallyprime.svg',
    image_alt: '',
    image_focus: '50% 30%',
    search_title: '',
    search_description: '',
    offering_id: 2,
  },
  {
    id: 2,
    heading: 'Many users, one company file',
    description: 'TallyPrime Server',
    image: 'https://cdn.example.com/server.png',
    image_alt: '',
    image_focus: '50% 50%',
    search_title: '',
    search_description: '',
    offering_id: 2,
  },
  {
    id: 3,
    heading: 'Plan the move to ERP',
    description: 'ERP Readiness Review',
    image: '',
    image_alt: '',
    image_focus: '50% 50%',
    search_title: '',
    search_description: '',
    offering_id: 3,
  },
  {
    id: 12,
    heading: 'Tally from anywhere',
    description: 'Tally on Cloud',
    image: '/media/services/cloud.svg',
    image_alt: '',
    image_focus: '50% 50%',
    search_title: '',
    search_description: '',
    offering_id: 4,
  },
];

export const serviceSectionsFixture: Record<number, ServiceSection[]> = {
  1: [
    {
      id: 11,
      title: 'Choose your edition',
      description: 'Silver for one user, Gold for many.',
      image: '/media/sections/edition.svg',
      image_alt: '',
      image_focus: '20% 80%',
    },
    {
      id: 12,
      title: 'Installed and configured',
      description: 'We set up your company and GST.',
      image: '',
      image_alt: '',
      image_focus: '50% 50%',
    },
    {
      id: 13,
      title: 'Renewals made easy',
      description: 'TSS renewals on time.',
      image: 'https://cdn.example.com/renew.png',
      image_alt: '',
      image_focus: '50% 50%',
    },
  ],
};

export const quickFactsFixture: QuickFact[] = [
  { id: 1, offering_details: 1, fact_key: 'Client', fact_value: 'Retail and distribution', show_facts: true },
  { id: 2, offering_details: 1, fact_key: 'Category', fact_value: 'Software licence', show_facts: true },
  { id: 3, offering_details: 1, fact_key: 'Hidden', fact_value: 'Not for visitors', show_facts: false },
  { id: 4, offering_details: 2, fact_key: 'Client', fact_value: 'Manufacturing', show_facts: true },
];

export const serviceAnswers: Record<string, ContentAnswer> = {
  services: servicesFixture,
  service: (id) => servicesFixture.filter((service) => service.id === id),
  servicesByOffering: (id) => servicesFixture.filter((service) => service.offering_id === id),
  serviceSections: (id) => serviceSectionsFixture[id] ?? [],
  quickFacts: quickFactsFixture,
};
