import { describe, expect, it } from 'vitest';

import { pricingPlans, quickFacts, sections, services, type KindDeclaration } from '@common/content-model/kinds';

import { MAX_QUICK_FACTS, MAX_SERVICE_SECTIONS } from '@/config/constants';

import type { ContentItem, FieldValue } from '../api/content';

import { warningsFor, type WarningInput } from './content-warnings';

const item = (id: number, parentId: number | null, values: Record<string, FieldValue>): ContentItem => ({
  id,
  position: 0,
  version: 1,
  parentId,
  values,
});
const fact = (id: number, key: string, show = true, parentId = 3) =>
  item(id, parentId, { fact_key: key, fact_value: `Value of ${key}`, show_facts: show });
const section = (id: number, title: string, parentId = 3) => item(id, parentId, { title, description: '', image: '' });
const plan = (id: number, serviceId: number | null) =>
  item(id, null, { plan_type: 'basic', plan_type_display: `Plan ${id}`, service_id: serviceId });
const lookups = { services: [item(3, 1, { description: 'TallyPrime' }), item(4, 1, { description: 'Tally on Cloud' })] };

/** The warnings of a form for `kind` holding `values`, over the editor's list `items`. */
const warn = (
  kind: KindDeclaration,
  items: ContentItem[],
  values: Record<string, FieldValue>,
  at: { item?: ContentItem; parentId?: number | null } = {},
) =>
  warningsFor({ kind, item: at.item, values, parentId: at.parentId ?? at.item?.parentId ?? null, items, lookups } satisfies WarningInput);

/** As many shown quick facts of service 3 as the page shows. */
const fullFacts = () => Array.from({ length: MAX_QUICK_FACTS }, (_, i) => fact(10 + i, `Fact ${i + 1}`));

describe('warnings before a save', () => {
  it('a quick fact with “Shown on the page” off will not show', () => {
    expect(warn(quickFacts, [], { fact_key: 'Users', fact_value: 'Five', show_facts: false }, { parentId: 3 })).toEqual([
      '“Shown on the page” is off: visitors will not see this quick fact.',
    ]);
    expect(warn(quickFacts, [], { fact_key: 'Users', fact_value: 'Five', show_facts: true }, { parentId: 3 })).toEqual([]);
  });

  it(`a new shown quick fact after ${MAX_QUICK_FACTS} shown ones will not show; hidden ones and another service’s do not count`, () => {
    const values = { fact_key: 'Branches', fact_value: 'Three', show_facts: true };
    const [warning] = warn(quickFacts, fullFacts(), values, { parentId: 3 });
    expect(warning).toBe(
      `This is shown quick fact number ${MAX_QUICK_FACTS + 1} of “TallyPrime”, and its page shows only the first ${MAX_QUICK_FACTS}: visitors will not see it. Hide one above it or move this one up.`,
    );
    const oneHidden = fullFacts().map((other, i) => (i === 0 ? { ...other, values: { ...other.values, show_facts: false } } : other));
    expect(warn(quickFacts, oneHidden, values, { parentId: 3 })).toEqual([]);
    expect(warn(quickFacts, fullFacts(), values, { parentId: 4 })).toEqual([]);
  });

  it('an existing quick fact is counted at its own place, with the form’s values', () => {
    const facts = [...fullFacts(), fact(20, 'Last', false)];
    // Ticking the fifth one's box: it would be the fifth shown.
    expect(warn(quickFacts, facts, { fact_key: 'Last', fact_value: 'x', show_facts: true }, { item: facts.at(-1) })).toHaveLength(1);
    // The first of the four stays shown whatever it holds.
    expect(warn(quickFacts, facts, { fact_key: 'Renamed', fact_value: 'x', show_facts: true }, { item: facts[0] })).toEqual([]);
  });

  it('a quick fact repeating a shown label above it will not show', () => {
    expect(warn(quickFacts, [fact(7, 'Users')], { fact_key: 'Users', fact_value: 'Ten', show_facts: true }, { parentId: 3 })).toEqual([
      'Another shown quick fact of “TallyPrime” above this one has the label “Users”: the page shows only the first, so visitors will not see this one.',
    ]);
  });

  it(`a section after the first ${MAX_SERVICE_SECTIONS} of its service will not show; empty sections do not count`, () => {
    const full = Array.from({ length: MAX_SERVICE_SECTIONS }, (_, i) => section(30 + i, `Section ${i + 1}`));
    expect(warn(sections, full, { title: 'One more', description: '' }, { parentId: 3 })).toEqual([
      `This is section number ${MAX_SERVICE_SECTIONS + 1} of “TallyPrime”, and its page shows only the first ${MAX_SERVICE_SECTIONS}: visitors will not see it. Move it up or delete a section above it.`,
    ]);
    expect(warn(sections, full, { title: 'Last', description: '' }, { item: full.at(-1) })).toEqual([]);
    const withAnEmpty = [...full.slice(1), section(40, '')];
    expect(warn(sections, withAnEmpty, { title: 'One more', description: '' }, { parentId: 3 })).toEqual([]);
  });

  it('a plan given a service without plans of its own says how many general plans its page stops showing', () => {
    const plans = [plan(1, null), plan(2, null), plan(3, 3)];
    expect(warn(pricingPlans, plans, { service_id: 4 })).toEqual([
      '“Tally on Cloud” has no plans of its own yet, so its page shows the 2 general plans. Once this plan is live, the page shows its own plans only: the 2 general plans no longer show there.',
    ]);
    // An existing general plan moved to the service: the page showed it among the general ones.
    expect(warn(pricingPlans, plans, { service_id: 4 }, { item: plans[0] })[0]).toContain('shows the 2 general plans');
    // A service with plans of its own, a plan that stays with its service, a general plan, or no general plans: nothing to say.
    expect(warn(pricingPlans, plans, { service_id: 3 })).toEqual([]);
    expect(warn(pricingPlans, plans, { service_id: 3 }, { item: plans[2] })).toEqual([]);
    expect(warn(pricingPlans, plans, { service_id: null })).toEqual([]);
    expect(warn(pricingPlans, [plan(3, 3)], { service_id: 4 })).toEqual([]);
    expect(warn(pricingPlans, [plan(1, null)], { service_id: 4 })[0]).toContain('shows the 1 general plan.');
  });

  it('other kinds have no warnings', () => {
    expect(warn(services, [], { description: 'Payroll', heading: '', image: '' }, { parentId: 1 })).toEqual([]);
  });
});
