import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { pathInLanguage } from '@common/languages';
import { paths } from '@common/paths';
import { useLanguage, useMessages } from '@/lib/language';
import type { Translate } from '@/lib/language';

function messageOf(error: unknown, t: Translate): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : t('Something went wrong.');
}

/**
 * The router's error screen (docs/requirements/design.md §4.5): the heading and the message, no stack trace,
 * a way home.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const t = useMessages();
  const home = pathInLanguage(useLanguage(), paths.home);
  return (
    <main className="error-screen container py-5 text-center" id="main">
      <h1 className="h2">{t('Unexpected Application Error!')}</h1>
      <p className="lead">{messageOf(error, t)}</p>
      {/* A full page load, to the home page in the page's language: the app's state may be what broke. */}
      <a className="btn btn-primary" href={home}>
        {t('Back To Home')}
      </a>
    </main>
  );
}
