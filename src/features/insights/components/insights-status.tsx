import { Section } from '@/components/ui/section';
import { useMessages } from '@/lib/language';

/** While an Insights read is under way (a move inside the app), or when it failed: a line, and Try Again. */
export function InsightsStatus({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const t = useMessages();
  return (
    <Section label={t('Insights')}>
      {loading ? (
        <p role="status">{t('Loading articles...')}</p>
      ) : (
        <div role="alert">
          <p>{t('The articles could not be loaded.')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('Try Again')}
          </button>
        </div>
      )}
    </Section>
  );
}
