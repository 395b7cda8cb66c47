import { Section } from '@/components/ui/section';

/** While an Insights read is under way (a move inside the app), or when it failed: a line, and Try Again. */
export function InsightsStatus({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  return (
    <Section label="Insights">
      {loading ? (
        <p role="status">Loading articles...</p>
      ) : (
        <div role="alert">
          <p>The articles could not be loaded.</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
    </Section>
  );
}
