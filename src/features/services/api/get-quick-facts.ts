// GET /api/get-quickfactsviewset/: every quick fact; the client keeps a service's own
// (docs/requirements/spec.md §5, §7).
import { MAX_QUICK_FACTS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { apiPaths, contentEndpoints } from '@common/api-contract';

export interface QuickFactItem {
  serviceId: number;
  key: string;
  value: string;
  /** False hides the fact; anything but an explicit false shows it. */
  show: boolean;
}

export const parseQuickFact = recordParser(contentEndpoints.quickFacts.list, (fact): QuickFactItem | undefined => {
  const serviceId = fact.offering_details;
  if (serviceId === undefined) return undefined;
  return { serviceId, key: fact.fact_key.trim(), value: fact.fact_value.trim(), show: fact.show_facts !== false };
});

export async function getQuickFacts(read: ContentRead = apiGet): Promise<QuickFactItem[]> {
  return listOf(await read(apiPaths.quickFacts), parseQuickFact);
}

export const quickFactsQuery = contentQuery('quick-facts', getQuickFacts);

/**
 * The client information of one service: its facts with both a key and a value and show_facts not
 * false, the first 4, as key-to-value pairs (a repeated key keeps its first value, as a map would).
 */
export function factsOfService(facts: readonly QuickFactItem[], serviceId: number): Array<{ key: string; value: string }> {
  const map = new Map<string, string>();
  for (const fact of facts) {
    if (fact.serviceId !== serviceId || !fact.show || fact.key === '' || fact.value === '' || map.has(fact.key)) continue;
    map.set(fact.key, fact.value);
  }
  return [...map].slice(0, MAX_QUICK_FACTS).map(([key, value]) => ({ key, value }));
}
