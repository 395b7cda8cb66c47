// Warnings before a save whose change visitors will not see as staff may expect: a hidden quick fact,
// a quick fact or section past the number a service's page shows, a repeated quick fact label (the page
// keeps the first), a service's first plan (its page stops showing the general plans), and a built page's button
// leading to an #anchor no block of the page has. Computed in
// the browser from the list the editor holds and the declarations; the limits are the site's own
// (src/config/constants.ts, read by the service page's quick facts and sections).
import { pricingPlans, quickFacts, sections, services, type KindDeclaration } from '@common/content-model/kinds';
import { pages } from '@common/content-model/page-kinds';

import { MAX_QUICK_FACTS, MAX_SERVICE_SECTIONS } from '@/config/constants';

import type { ContentItem, FieldValue } from '../api/content';

import { lostButtons } from './content-anchors';
import { titleIn, type Lookups } from './content-values';

export interface WarningInput {
  kind: KindDeclaration;
  /** The item as it is live; none for a new one. */
  item: ContentItem | undefined;
  /** The form's values as a save would send them (a field that cannot be read is left out). */
  values: Record<string, FieldValue>;
  /** The item's parent: its own, or the one chosen for a new item (null: none chosen yet). */
  parentId: number | null;
  /** Every item of the kind as the editor's list holds them, in their order. */
  items: readonly ContentItem[];
  lookups: Lookups;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The item's list (its parent's) with the form's values in the item's place, or at the end for a new
 * item; and the item's index in it.
 */
function listWithForm({ item, values, parentId, items }: WarningInput): { list: Array<Record<string, FieldValue>>; index: number } {
  const siblings = items.filter((other) => other.parentId === parentId);
  const at = item ? siblings.findIndex((other) => other.id === item.id) : -1;
  const list = siblings.map((other) => other.values);
  const mine = { ...(item?.values ?? {}), ...values };
  if (at >= 0) list[at] = mine;
  else list.push(mine);
  return { list, index: at >= 0 ? at : list.length - 1 };
}

function quickFactWarnings(input: WarningInput): string[] {
  const { values, parentId, lookups } = input;
  if (values.show_facts === false) return [`“${quickFacts.fields.show_facts.label}” is off: visitors will not see this quick fact.`];
  if (parentId === null) return [];
  // As the service page counts them: shown, with a label and a value, the first of each label.
  const { list, index } = listWithForm(input);
  const service = titleIn(lookups, services, parentId);
  const seen = new Set<string>();
  let shown = 0;
  for (const [at, fact] of list.entries()) {
    const key = text(fact.fact_key);
    const usable = fact.show_facts === true && key !== '' && text(fact.fact_value) !== '';
    if (at === index) {
      if (!usable) return [];
      if (seen.has(key))
        return [
          `Another shown quick fact of “${service}” above this one has the label “${key}”: the page shows only the first, so visitors will not see this one.`,
        ];
      if (shown < MAX_QUICK_FACTS) return [];
      return [
        `This is shown quick fact number ${shown + 1} of “${service}”, and its page shows only the first ${MAX_QUICK_FACTS}: visitors will not see it. Hide one above it or move this one up.`,
      ];
    }
    if (!usable || seen.has(key)) continue;
    seen.add(key);
    shown += 1;
  }
  return [];
}

function sectionWarnings(input: WarningInput): string[] {
  if (input.parentId === null) return [];
  const { list, index } = listWithForm(input);
  // The page leaves out a section without a title and a text, and shows the first ones of the rest.
  const usable = (section: Record<string, FieldValue>) => text(section.title) !== '' || text(section.description) !== '';
  if (!usable(list[index]!)) return [];
  const number = list.slice(0, index).filter(usable).length + 1;
  if (number <= MAX_SERVICE_SECTIONS) return [];
  const service = titleIn(input.lookups, services, input.parentId);
  return [
    `This is section number ${number} of “${service}”, and its page shows only the first ${MAX_SERVICE_SECTIONS}: visitors will not see it. Move it up or delete a section above it.`,
  ];
}

function planWarnings({ item, values, items, lookups }: WarningInput): string[] {
  const serviceId = values.service_id;
  if (typeof serviceId !== 'number' || item?.values.service_id === serviceId) return [];
  if (items.some((plan) => plan.id !== item?.id && plan.values.service_id === serviceId)) return [];
  const general = items.filter((plan) => plan.values.service_id === null).length;
  if (general === 0) return [];
  const service = titleIn(lookups, services, serviceId);
  const plans = general === 1 ? '1 general plan' : `${general} general plans`;
  return [
    `“${service}” has no plans of its own yet, so its page shows the ${plans}. Once this plan is live, the page shows its own plans only: the ${plans} no longer show there.`,
  ];
}

/** A button leading to `#anchor` where no block of the page has that anchor: pressing it would do nothing. */
function pageWarnings({ values }: WarningInput): string[] {
  return lostButtons(values.blocks).map(
    ({ block, label, anchor }) =>
      `The button${label ? ` “${label}”` : ''} in block ${block} leads to #${anchor}, but no block of this page has the anchor “${anchor}”: pressing it does nothing until one has.`,
  );
}

const RULES: Readonly<Record<string, (input: WarningInput) => string[]>> = {
  [pages.name]: pageWarnings,
  [quickFacts.name]: quickFactWarnings,
  [sections.name]: sectionWarnings,
  [pricingPlans.name]: planWarnings,
};

/** What visitors will not see of this save, one sentence each; none when the page shows it as saved. */
export function warningsFor(input: WarningInput): string[] {
  return RULES[input.kind.name]?.(input) ?? [];
}
