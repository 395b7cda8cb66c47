import { factsOfService, useQuickFacts } from '../api/get-quick-facts';
import { serviceDetailsCopy } from '../services-copy';
import { LoadingStatus } from './loading-status';

const text = serviceDetailsCopy.quickFacts;

export interface QuickFactsListProps {
  serviceId: number;
}

/** Up to 4 quick facts of the service as a client information list; a failure is only logged. */
export function QuickFactsList({ serviceId }: QuickFactsListProps) {
  const facts = useQuickFacts(true);
  const items = facts.status === 'success' ? factsOfService(facts.data, serviceId) : [];
  return (
    <aside className="quick-facts" aria-labelledby="quick-facts-title">
      <h2 id="quick-facts-title" className="quick-facts__title">
        {text.title}
      </h2>
      {facts.status === 'loading' ? (
        <LoadingStatus text={text.loading} />
      ) : items.length === 0 ? (
        <p className="quick-facts__empty">{text.empty}</p>
      ) : (
        <dl className="quick-facts__list">
          {items.map((fact) => (
            <div key={fact.key} className="quick-facts__item">
              <dt>{fact.key}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
