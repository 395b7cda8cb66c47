import { describe, expect, it } from 'vitest';

import { hrefs } from '@common/paths';

import { readQuoteRequest } from './quote-details';

const quoteOf = (href: string) => readQuoteRequest(new URL(href, 'http://localhost').searchParams);
const detailsOf = (href: string) => quoteOf(href)?.pageDetails ?? '';

describe('readQuoteRequest', () => {
  it('names the service and the plan of a quote link', () => {
    expect(detailsOf(hrefs.contactQuote({ service: 'TallyPrime Silver Licence', plan: 'Silver, ready to work' }))).toBe(
      'Quote for TallyPrime Silver Licence (plan: Silver, ready to work)',
    );
    expect(detailsOf(hrefs.contactQuote({ service: 'GST, E-Invoicing & E-Way Bill Set-up' }))).toBe(
      'Quote for GST, E-Invoicing & E-Way Bill Set-up',
    );
    expect(detailsOf(hrefs.contactQuote({ plan: 'Basic Care' }))).toBe('Quote for the plan: Basic Care');
  });

  it('is empty for the plain contact page', () => {
    expect(hrefs.contactQuote({})).toBe('/contact');
    expect(detailsOf('/contact')).toBe('');
    expect(detailsOf('/contact?service=%20%20&plan=')).toBe('');
  });

  it('keeps hand-made addresses to one tidy line within the field’s limit', () => {
    expect(detailsOf('/contact?service=Tally%0Aon%09Cloud%00')).toBe('Quote for Tally on Cloud');
    const long = detailsOf(`/contact?service=${'x'.repeat(1000)}&plan=${'y'.repeat(1000)}`);
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long).toMatch(/^Quote for x{200} \(plan: y{200}\)$/);
  });

  it('keeps the service, the plan and the page the visitor chose from, and drops a page of another site', () => {
    const href = hrefs.contactQuote({ service: 'Tally on Cloud', plan: 'Cloud Team', from: '/service/service-2' });
    expect(href).toBe('/contact?service=Tally+on+Cloud&plan=Cloud+Team&from=%2Fservice%2Fservice-2');
    expect(quoteOf(href)).toEqual({
      service: 'Tally on Cloud',
      plan: 'Cloud Team',
      from: '/service/service-2',
      pageDetails: 'Quote for Tally on Cloud (plan: Cloud Team)',
    });
    for (const from of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', `/${'x'.repeat(400)}`]) {
      expect(quoteOf(hrefs.contactQuote({ service: 'Tally on Cloud', from }))?.from, from).toBe('');
    }
    // A page alone asks for no quote.
    expect(hrefs.contactQuote({ from: '/service/service-2' })).toBe('/contact');
  });
});
