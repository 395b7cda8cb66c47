import { useMessages } from '@/lib/language';

export function SkipLink() {
  const t = useMessages();
  return (
    <a className="skip-link" href="#main">
      {t('Skip to content')}
    </a>
  );
}
