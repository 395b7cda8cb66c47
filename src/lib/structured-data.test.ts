import { describe, expect, it } from 'vitest';

import { company } from '@/copy/company';

import { breadcrumbJsonLd, organizationJsonLd, serviceJsonLd } from './structured-data';

const absoluteUrl = (path: string) => new URL(path, 'https://www.dexterity.example').href;

describe('the JSON-LD of the company', () => {
  it('is an Organization and a LocalBusiness with the address, contacts and social profiles', () => {
    const [organization, business] = organizationJsonLd(company, absoluteUrl);
    const address = {
      '@type': 'PostalAddress',
      streetAddress: 'Office 402, Shreenath Plaza, Jangali Maharaj Road, Shivajinagar',
      addressLocality: 'Pune',
      addressRegion: 'Maharashtra',
      postalCode: '411005',
      addressCountry: 'IN',
    };
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.dexterity.example/#organization',
      name: 'Dexterity',
      legalName: 'Dexterity Consultants',
      url: 'https://www.dexterity.example/',
      logo: 'https://www.dexterity.example/logo.svg',
      email: 'info@dexterityconsultants.in',
      telephone: '+91 98220 45110',
      address,
      sameAs: ['https://www.linkedin.com/company/dexterity-consultants', 'https://www.instagram.com/dexterity.consultants'],
    });
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://www.dexterity.example/#business',
      name: 'Dexterity',
      address,
      areaServed: 'Pune',
      foundingDate: '2011',
      // The office belongs to the organization the service pages name as their provider.
      parentOrganization: { '@id': 'https://www.dexterity.example/#organization' },
    });
  });
});

describe('the JSON-LD of a breadcrumb', () => {
  it('lists Home, the trail and the page, numbered from 1, with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      { name: 'TallyPrime Silver Licence', path: '/service/service-1' },
      [{ name: 'Our Offerings', path: '/service' }],
      absoluteUrl,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.dexterity.example/' },
        { '@type': 'ListItem', position: 2, name: 'Our Offerings', item: 'https://www.dexterity.example/service' },
        { '@type': 'ListItem', position: 3, name: 'TallyPrime Silver Licence', item: 'https://www.dexterity.example/service/service-1' },
      ],
    });
  });

  it('is Home and the page when there is no trail', () => {
    const data = breadcrumbJsonLd({ name: 'Our Story', path: '/about' }, [], absoluteUrl);
    expect(data.itemListElement.map((item) => item.name)).toEqual(['Home', 'Our Story']);
  });
});

describe('the JSON-LD of a service', () => {
  const input = {
    id: 7,
    title: 'TallyPrime Silver Licence',
    description: 'Single-user TallyPrime.',
    image: '/og/service-7.png',
    provider: { name: 'Dexterity', address: { locality: 'Pune', countryName: 'India' } },
    absoluteUrl,
  };

  it('is a Service provided by the company, in Pune and India, with an offer per plan', () => {
    const data = serviceJsonLd({
      ...input,
      offers: [
        { name: 'Basic', price: 22500, currency: 'INR', excludesGst: true },
        { name: 'Premium', price: 679.5, currency: 'USD', excludesGst: false },
      ],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'TallyPrime Silver Licence',
      description: 'Single-user TallyPrime.',
      url: 'https://www.dexterity.example/service/service-7',
      image: 'https://www.dexterity.example/og/service-7.png',
      provider: { '@type': 'Organization', '@id': 'https://www.dexterity.example/#organization', name: 'Dexterity' },
      areaServed: [
        { '@type': 'City', name: 'Pune' },
        { '@type': 'Country', name: 'India' },
      ],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Basic',
        price: '22500.00',
        priceCurrency: 'INR',
        url: data.url,
        priceSpecification: expect.objectContaining({ valueAddedTaxIncluded: false }),
      }),
      expect.objectContaining({ '@type': 'Offer', name: 'Premium', price: '679.50', priceCurrency: 'USD' }),
    ]);
    // It survives the trip into a script element.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('has no offers when the service has no plans', () => {
    expect(serviceJsonLd({ ...input, offers: [] })).not.toHaveProperty('offers');
  });
});
