import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { useLanguage } from '@/lib/language';
import { apiPaths } from '@common/api-contract';
import { pathInLanguage } from '@common/languages';
import { QUOTE_PARAMS } from '@common/paths';

/** The kind of tap a link's address is: a call, a WhatsApp chat or an e-mail; undefined for any other link. */
export function tapKind(href: string): 'call' | 'whatsapp' | 'email' | undefined {
  if (href.startsWith('tel:')) return 'call';
  if (href.startsWith('mailto:')) return 'email';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return 'whatsapp';
  return undefined;
}

/**
 * Reports a tap on a Call, WhatsApp or e-mail link (POST /api/taps, a form): its kind and page, and on a
 * quote's contact page the service page it came from and the plan. As for views, nothing about the visitor.
 */
function reportTap(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const kind = link && tapKind(link.getAttribute('href') ?? '');
  if (!kind) return;
  const quote = new URLSearchParams(at.search);
  const form = new URLSearchParams({ kind, path: at.pathname });
  for (const name of [QUOTE_PARAMS.from, QUOTE_PARAMS.plan]) {
    const value = quote.get(name);
    if (value) form.set(name, value);
  }
  navigator.sendBeacon?.(`${env.apiBaseUrl}${apiPaths.taps}`, form);
}

/** The page the app is on. Its first page was counted by the server when it answered the HTML. */
let shown: string | undefined;
/** Where the app is, with its query string (a quote's service page and plan), for the taps. */
const at = { pathname: '', search: '' };

/**
 * Reports each move to another page inside the app (POST /api/views, the path as plain text), so pages
 * are counted whether loaded or reached by a link. Nothing about the visitor is sent: no cookie, no id.
 * Kept outside the component: a change of layout mounts a new one mid-visit.
 */
export function PageViewBeacon() {
  const { pathname: inApp, search } = useLocation();
  // The router's paths leave out the language's base: a page in Marathi is reported at its own address, `/mr/about`.
  const pathname = pathInLanguage(useLanguage(), inApp);
  useEffect(() => {
    at.pathname = pathname;
    at.search = search;
  }, [pathname, search]);
  useEffect(() => {
    document.addEventListener('click', reportTap, true);
    return () => document.removeEventListener('click', reportTap, true);
  }, []);
  useEffect(() => {
    if (pathname === shown) return;
    const moved = shown !== undefined;
    shown = pathname;
    if (moved) navigator.sendBeacon?.(`${env.apiBaseUrl}${apiPaths.views}`, pathname);
  }, [pathname]);
  return null;
}
