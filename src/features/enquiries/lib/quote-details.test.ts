import { describe, expect, it } from 'vitest';

import { hrefs } from '@/config/paths';

import { quotePageDetails } from './quote-details';

const detailsOf = (href: string) => quotePageDetails(new URL(href, 'http://localhost').searchParams);

describe('quotePageDetails', () => {
  it('names the service and the plan of a quote link', () => {
    expect(detailsOf(hrefs.contactQuote({ service: 'TallyPrime Silver Licence', plan: 'Silver, ready to work' }))).toBe(
      'Quote for TallyPrime Silver Licence (plan: Silver, ready to work)',
    );
    expect(detailsOf(hrefs.contactQuote({ service: 'GST, E-Invoicing & E-Way Bill Set-up' }))).toBe('Quote for GST, E-Invoicing & E-Way Bill Set-up');
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
});
