import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { apiPaths } from '@common/api-contract';

/** The page the app is on. Its first page was counted by the server when it answered the HTML. */
let shown: string | undefined;

/**
 * Reports each move to another page inside the app (POST /api/views, the path as plain text), so pages
 * are counted whether loaded or reached by a link. Nothing about the visitor is sent: no cookie, no id.
 * Kept outside the component: a change of layout mounts a new one mid-visit.
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === shown) return;
    const moved = shown !== undefined;
    shown = pathname;
    if (moved) navigator.sendBeacon?.(`${env.apiBaseUrl}${apiPaths.views}`, pathname);
  }, [pathname]);
  return null;
}
