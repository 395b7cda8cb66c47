// What the sales desk's unit tests share: a staff page's component rendered as the staff area has it (a
// router, a signed-in session), enquiries as the staff API answers them, and handlers that record requests.
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { expectConsoleError } from '@common/testing/console';
import type { StaffRole } from '@common/staff-roles';
import { server } from '@/testing/msw-server';

import type { StaffEnquiry } from '@/features/enquiry-desk/api/enquiries';

import { StaffSessionProvider } from '@/components/staff-frame/staff-session';

export const STAFF = '*/api/staff';
export const ME = { id: 4, email: 'meera@example.in' };

export const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** An enquiry as the staff API answers it. */
export function staffEnquiry(id: number, extra: Partial<StaffEnquiry> = {}): StaffEnquiry {
  return {
    id,
    received_at: '2026-11-24T06:08:49.000Z',
    full_name: `Visitor ${id}`,
    email: `visitor${id}@example.in`,
    phone: '',
    page_details: '',
    project_brief: 'TallyPrime for 12 users',
    status: 'new',
    service_name: '',
    plan_name: '',
    form_name: '',
    assigned_to: null,
    assignee: '',
    follow_up_on: null,
    consent_version: '2026-11',
    sent_from_page: '/contact',
    referrer_origin: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    ...extra,
  };
}

/** The address the router is at, for tests to read (path and query). */
function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{`${pathname}${search}`}</div>;
}

/** Draws `ui` at `address` in the staff area, signed in as ME with `role` (sales unless said). */
export function renderStaff(ui: ReactNode, address: string, role: StaffRole = 'sales') {
  // The staff area's shared field sets both the group's controlId and the input's id; React Bootstrap warns about it in development.
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  server.use(
    http.get(`${STAFF}/session`, () => ok({ email: ME.email, accountId: ME.id, role, csrfToken: 'session-token', newEnquiries: 1 })),
  );
  const path = address.split('?')[0]!;
  return render(
    <MemoryRouter initialEntries={[address]}>
      <StaffSessionProvider>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Address />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
}

/** Answers GETs of a staff path with `data` and records each request's query string. */
export function recordQueries(path: string, data: (query: URLSearchParams) => JsonBodyType): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${STAFF}${path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return ok(data(query));
    }),
  );
  return queries;
}
