import { describe, expect, it } from 'vitest';

import { contractRecords } from '@common/testing/contract-records';
import { type ContentEndpointName, contentEndpoints, type Shape } from '@common/api-contract';

import { listOf, readRecord, recordParser, toSafeUrl } from './validate';

describe('reading an API record against its shape', () => {
  it('accepts ids and amounts written as numeric strings, and numbers where text is expected', () => {
    const shape = { id: 'id', price: 'number', year: 'integer', label: 'text' } as const satisfies Shape;
    expect(readRecord(shape, { id: '12', price: ' 99.5 ', year: '2026', label: 3 })).toEqual({
      id: 12,
      price: 99.5,
      year: 2026,
      label: '3',
    });
  });

  it('turns malformed fields into a fallback the caller can test, never into trusted values', () => {
    const plan = readRecord(contentEndpoints.pricingPlans.list, {
      id: 0,
      price: 'free',
      discounted_price: 'n/a',
      year: 2025.5,
      plan_type: { nested: true },
      excludes_gst: 'yes',
      offering_details: -2,
      price_description: [{ Users: 'Five' }, 'junk', { Storage: 20 }, null],
    });
    expect(plan).toEqual({
      id: undefined,
      plan_type: '',
      plan_type_display: '',
      price: undefined,
      discounted_price: null,
      discount_percentage: '',
      year: undefined,
      price_description: [{ Users: 'Five' }, { Storage: '20' }],
      currency: '',
      excludes_gst: undefined,
      offering_details: null,
    });
  });

  it('reads nested lists, dropping items that are not objects, and leaves unknown fields out', () => {
    const offering = readRecord(contentEndpoints.offeringsWithDetails.list, {
      id: 2,
      offering_name: 'ERP',
      extra: 'x',
      services: [{ id: '5', heading: 'H' }, 'junk'],
    });
    expect(offering).toEqual({
      id: 2,
      offering_name: 'ERP',
      services: [
        {
          id: 5,
          heading: 'H',
          description: '',
          image: '',
          image_alt: '',
          image_focus: '',
          search_title: '',
          search_description: '',
          offering_id: undefined,
        },
      ],
    });
    expect(readRecord(contentEndpoints.offeringsWithDetails.list, { id: 2, offering_name: 'ERP', services: 'none' })?.services).toEqual([]);
  });

  it('is undefined for anything but an object, so a list parser drops it', () => {
    const parse = recordParser({ id: 'id' } as const, ({ id }) => id);
    expect(listOf([{ id: 1 }, 'junk', null, [1], { id: 'x' }, { id: 2 }], parse)).toEqual([1, 2]);
  });
});

describe('reading what the contract allows', () => {
  // The server's schemas take each of these records (server/api/contract.test.ts).
  it.each(Object.keys(contentEndpoints) as ContentEndpointName[])('reads every valid record of %s back as the server sent it', (name) => {
    const { list } = contentEndpoints[name];
    for (const record of contractRecords(list)) expect(readRecord(list, record)).toEqual(record);
  });
});

describe('safe URLs', () => {
  it('keeps http(s) URLs and root-relative paths, and empties anything that could run or leave the site', () => {
    expect(toSafeUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(toSafeUrl(' /media/a.svg ')).toBe('/media/a.svg');
    expect(toSafeUrl('javascript:alert(1)')).toBe('');
    expect(toSafeUrl('//evil.example/a.png')).toBe('');
    expect(toSafeUrl('data:image/png;base64,AAAA')).toBe('');
  });
});
