import { describe, expect, it } from 'vitest';

import { factsOfService, parseQuickFact } from './get-quick-facts';

const raw = [
  { id: 1, offering_details: 5, fact_key: 'Client', fact_value: 'Retail', show_facts: true },
  { id: 2, offering_details: 6, fact_key: 'Other service', fact_value: 'Not mine', show_facts: true },
  { id: 3, offering_details: 5, fact_key: 'Hidden', fact_value: 'Secret', show_facts: false },
  { id: 4, offering_details: 5, fact_key: '', fact_value: 'No key', show_facts: true },
  { id: 5, offering_details: 5, fact_key: 'No value', fact_value: '', show_facts: true },
  { id: 6, offering_details: '5', fact_key: 'Category', fact_value: 'Licence' },
  { id: 7, offering_details: 5, fact_key: 'Duration', fact_value: 3, show_facts: null },
  { id: 8, offering_details: 5, fact_key: 'Location', fact_value: 'Pune', show_facts: true },
  { id: 9, offering_details: 5, fact_key: 'Fifth', fact_value: 'Over the limit', show_facts: true },
  { id: 10, fact_key: 'No service', fact_value: 'Dropped' },
  'junk',
];

describe('quick facts of a service (SPEC §5, §9)', () => {
  const facts = raw.map(parseQuickFact).filter((fact) => fact !== undefined);

  it('keeps the service’s facts with a key and a value and show_facts not false, at most 4', () => {
    expect(factsOfService(facts, 5)).toEqual([
      { key: 'Client', value: 'Retail' },
      { key: 'Category', value: 'Licence' },
      { key: 'Duration', value: '3' },
      { key: 'Location', value: 'Pune' },
    ]);
  });

  it('is empty for a service without facts', () => {
    expect(factsOfService(facts, 99)).toEqual([]);
  });

  it('keeps the first value of a repeated key, like a key-to-value map', () => {
    const repeated = [
      { serviceId: 1, key: 'Client', value: 'First', show: true },
      { serviceId: 1, key: 'Client', value: 'Second', show: true },
    ];
    expect(factsOfService(repeated, 1)).toEqual([{ key: 'Client', value: 'First' }]);
  });
});
