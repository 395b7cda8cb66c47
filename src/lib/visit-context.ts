// Where a visit came from, kept for the enquiry a visitor may send later: the first landing page's
// utm_* parameters and the referring site's origin, in sessionStorage (gone with the tab; never a
// cookie, never sent anywhere but with an enquiry). Captured once, on the first page of the visit.

import { MAX_UTM_LENGTH, UTM_FIELDS, type UtmField } from '../../common/visit-fields.ts';

export { MAX_UTM_LENGTH, UTM_FIELDS, type UtmField };
export type VisitContext = Partial<Record<UtmField | 'referrer_origin', string>>;
const KEY = 'dx-visit';

/** Records the landing page's utm_* parameters and referrer origin, unless this tab has already. */
export function captureVisit(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const query = new URLSearchParams(location.search);
    const visit: VisitContext = {};
    for (const field of UTM_FIELDS) {
      const value = query.get(field)?.trim();
      if (value) visit[field] = value.slice(0, MAX_UTM_LENGTH);
    }
    // Only another site's origin says where the visitor came from; the path could name a person.
    const referrer = document.referrer ? new URL(document.referrer).origin : '';
    if (referrer && referrer !== location.origin && referrer !== 'null') visit.referrer_origin = referrer;
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, a full quota): the enquiry is sent without it.
  }
}

/** What captureVisit kept for this tab ({} when nothing). */
export function readVisit(): VisitContext {
  try {
    const visit: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return typeof visit === 'object' && visit !== null ? (visit as VisitContext) : {};
  } catch {
    return {};
  }
}
