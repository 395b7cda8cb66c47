import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { loadFromServer, reachedInsideApp } from '@/lib/document-address';
import { useRenderStatus } from '@/lib/render-status';
import { useMessages, useRouteMeta } from '@/lib/language';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';

/** The 404 page: drawn at every address no page answers, and by a page whose content does not exist (an unknown article). */
export function NotFound() {
  useRenderStatus(404);
  const t = useMessages();
  const { pathname } = useLocation();
  // Reached by a link inside the app, the address may still be the server's: a redirect staff made, a built page's
  // old address, a page published since the app loaded. One load from the server lets it answer; when that is a
  // 404 too, this page is the document's own and stays.
  useEffect(() => {
    if (reachedInsideApp(pathname)) loadFromServer();
  }, [pathname]);
  const meta = useRouteMeta(pageMeta['not-found']);
  return (
    <section className="not-found" aria-labelledby="page-title">
      <Seo title={meta.title} description={meta.description} path={paths.home} breadcrumb={false} noindex />
      <div className="container text-center">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className="not-found__title">
          {t('This page could not be found.')}
        </h1>
        <Link to={paths.home} className="btn btn-primary btn-lg">
          {t('Back To Home')}
        </Link>
      </div>
    </section>
  );
}
