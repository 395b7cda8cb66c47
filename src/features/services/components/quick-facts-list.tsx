import { useEnglishMark } from '@/lib/language';
import { useRead, type Read } from '@/lib/page-data';

import { factsOfService, type QuickFactItem } from '../api/get-quick-facts';
import { useServiceDetailsCopy } from '../services-copy';
import { LoadedList } from './loading-status';

/** Up to 4 quick facts of the service as a client information list; a failure is only logged. */
export function QuickFactsList({ serviceId, facts: read }: { serviceId: number; facts: Read<QuickFactItem[]> }) {
  const text = useServiceDetailsCopy().quickFacts;
  const facts = useRead(read);
  // On a Marathi or Hindi page, a fact not translated shows its English, marked as English.
  const english = useEnglishMark();
  return (
    <aside className="quick-facts" aria-labelledby="quick-facts-title">
      <h2 id="quick-facts-title" className="quick-facts__title">
        {text.title}
      </h2>
      <LoadedList query={facts} items={(all) => factsOfService(all, serviceId)} text={text} emptyClassName="quick-facts__empty">
        {(loaded) => (
          <dl className="quick-facts__list">
            {loaded.map((fact) => (
              <div key={fact.key} className="quick-facts__item">
                <dt lang={english(fact.key)}>{fact.key}</dt>
                <dd lang={english(fact.value)}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadedList>
    </aside>
  );
}
