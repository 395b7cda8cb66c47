import { beforeEach, describe, expect, it } from 'vitest';

import { pricingPlans, quickFacts } from '@common/content-model/kinds';

import { forgetTyped, keepTyped, readTyped } from './content-kept';
import { newRow } from './content-form-drafts';

const NOW = new Date('2026-11-24T10:00:00Z');

beforeEach(() => localStorage.clear());

describe('what was typed, kept in the browser', () => {
  it('keeps the declared fields of one item (rows as label and value), under its kind and id', () => {
    keepTyped(
      pricingPlans,
      5,
      {
        drafts: { plan_type_display: 'Gold', price_description: [newRow('Users', 'Ten')], password: 'secret' },
        schedule: '2026-12-01T09:00',
        parent: '',
        version: 4,
      },
      NOW,
    );
    expect(Object.keys({ ...localStorage })).toEqual(['staff-content-typed:pricing-plans:5']);
    expect(localStorage.getItem('staff-content-typed:pricing-plans:5')).not.toContain('secret');
    const kept = readTyped(pricingPlans, 5, NOW);
    expect(kept).toMatchObject({
      savedAt: NOW.toISOString(),
      version: 4,
      schedule: '2026-12-01T09:00',
      drafts: { plan_type_display: 'Gold' },
    });
    expect(kept?.drafts.price_description).toEqual([expect.objectContaining({ key: 'Users', value: 'Ten' })]);
    expect(readTyped(pricingPlans, 6, NOW)).toBeUndefined();
  });

  it('a new item is kept per kind with its chosen parent', () => {
    keepTyped(quickFacts, undefined, { drafts: { fact_key: 'Branches', show_facts: true }, schedule: '', parent: '3', version: 0 }, NOW);
    expect(readTyped(quickFacts, undefined, NOW)).toMatchObject({ parent: '3', drafts: { fact_key: 'Branches', show_facts: true } });
    forgetTyped(quickFacts, undefined);
    expect(readTyped(quickFacts, undefined, NOW)).toBeUndefined();
  });

  it('is not offered after a week, nor when what is stored cannot be read', () => {
    keepTyped(quickFacts, 7, { drafts: { fact_key: 'Users' }, schedule: '', parent: '', version: 2 }, NOW);
    expect(readTyped(quickFacts, 7, new Date('2026-12-02T10:00:00Z'))).toBeUndefined();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('staff-content-typed:quick-facts:7', '{not json');
    expect(readTyped(quickFacts, 7, NOW)).toBeUndefined();
  });
});
