import { describe, expect, it } from 'vitest';

import { META_DESCRIPTION_MAX, serviceJsonLd, serviceMetaDescription, trimAtWord } from './service-seo';

const absoluteUrl = (path: string) => new URL(path, 'https://www.dexterity.example').href;

describe('the meta description of a service', () => {
  it('is the heading, then the first section, as one sentence run', () => {
    expect(serviceMetaDescription('Single-user TallyPrime', 'Books, stock and GST for one user.', 'fallback')).toBe(
      'Single-user TallyPrime. Books, stock and GST for one user.',
    );
    expect(serviceMetaDescription('Ready to go!', 'Install today.', 'fallback')).toBe('Ready to go! Install today.');
  });

  it('is trimmed at a word to at most 160 characters, with an ellipsis', () => {
    const section = 'TallyPrime Silver gives one user complete books of account, stock registers, GST returns and MIS reports on a single computer, with remote access.';
    const description = serviceMetaDescription('Single-user TallyPrime for owner-run businesses', section, 'fallback');
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    // Every word kept is whole: what precedes the ellipsis is a prefix ending where a word ended.
    const kept = description.slice(0, -1);
    const full = `Single-user TallyPrime for owner-run businesses. ${section}`;
    expect(full.startsWith(kept)).toBe(true);
    expect(full.charAt(kept.length)).toMatch(/[\s,]/);
  });

  it('uses the heading alone when there is no section, and the fallback when there is nothing', () => {
    expect(serviceMetaDescription('Cloud hosting for Tally', undefined, 'fallback')).toBe('Cloud hosting for Tally');
    expect(serviceMetaDescription('  ', '', 'The company offers')).toBe('The company offers');
  });

  it('folds white space and cuts a single overlong word rather than dropping it', () => {
    expect(trimAtWord('  many \n  spaces\there ')).toBe('many spaces here');
    const word = 'x'.repeat(400);
    expect(trimAtWord(word)).toBe(`${'x'.repeat(META_DESCRIPTION_MAX - 1)}…`);
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
