import { useMessages } from '@/lib/language';

/** Shown while a page's code loads on a client-rendered first visit (the service detail shell). */
export function RouteLoading() {
  const t = useMessages();
  return (
    <div className="route-loading" role="status">
      <span className="visually-hidden">{t('Loading…')}</span>
    </div>
  );
}
