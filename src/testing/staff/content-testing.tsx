// What the content editor's unit tests share: the editor rendered as the staff page has it (a data
// router, as the app's, so a form can hold navigation; a signed-in session), items as the staff API
// answers them, and handlers that record what was sent.
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';

import { kindNamed, listSearchWords } from '@common/content-model/kinds';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ContentEditor } from '@/features/content-editor/components/content-editor';
import { StaffSessionProvider } from '@/components/staff-frame/staff-session';

export const CONTENT = '*/api/staff/content';
export const STAFF_EMAIL = 'meera@example.in';

export interface SentRequest {
  ifMatch: string | null;
  body: unknown;
}

export const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** Renders the editor at a staff content address (?kind=…&view=…), signed in; `router` shows where the app went. */
export function renderEditor(search = '?kind=quick-facts', role: 'owner' | 'editor' | 'writer' = 'editor') {
  // The staff area's shared field sets both the group's controlId and the input's id; React Bootstrap warns about it in development.
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  server.use(http.get('*/api/staff/session', () => ok({ email: STAFF_EMAIL, csrfToken: 'token', newEnquiries: 0, role })));
  const editor = (
    <StaffSessionProvider>
      <ContentEditor />
    </StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/staff/content', element: editor },
      { path: '/staff/sign-in', element: <p>The sign-in page</p> },
    ],
    { initialEntries: [`/staff/content${search}`] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** Answers a change (the first call with the first answer, and so on; the last one repeats) and records what each call sent. */
export function recordChanges(method: 'post' | 'put' | 'patch' | 'delete', path: string, ...answers: Array<() => Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http[method](`${CONTENT}${path}`, async ({ request }) => {
      const text = await request.text();
      sent.push({ ifMatch: request.headers.get('If-Match'), body: text ? (JSON.parse(text) as unknown) : undefined });
      return (answers[sent.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return sent;
}

export const service = (id: number, description: string, offeringId = 1) => ({
  id,
  position: 0,
  version: 1,
  offering_id: offeringId,
  description,
  heading: `Tagline of ${description}`,
  image: '',
});

export const quickFact = (id: number, factKey: string, factValue: string, extra: Record<string, unknown> = {}) => ({
  id,
  position: 0,
  version: 2,
  service_id: 3,
  fact_key: factKey,
  fact_value: factValue,
  show_facts: true,
  ...extra,
});

export const plan = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  position: 0,
  version: 4,
  plan_type: 'basic',
  plan_type_display: 'Silver',
  price: 18000,
  discounted_price: null,
  discount_percentage: '0',
  year: 2026,
  price_description: [{ Users: 'Single' }, { Support: '1 year' }],
  currency: 'INR',
  excludes_gst: true,
  service_id: 3,
  ...extra,
});

/** A built page as the staff API answers it: page 4, "GST webinar" at /gst-webinar, without blocks. */
export const builtPage = (extra: Record<string, unknown> = {}) => ({
  id: 4,
  position: 0,
  version: 1,
  title: 'GST webinar',
  slug: 'gst-webinar',
  search_title: '',
  search_description: '',
  share_image: '',
  blocks: [],
  ...extra,
});

/**
 * The lists the editor reads for quick facts (and their services) or plans (and the services they name), the forms a
 * page's Form block may name (none unless given) and the pending drafts (none unless given).
 */
export function serveLists(lists: Record<string, JsonBodyType[]>) {
  server.use(
    // A long list (articles, redirects) is read a page at a time: here every item on one page, found by its title as the server does.
    ...Object.entries(lists).flatMap(([name, items]) => {
      const size = kindNamed(name)?.pageSize;
      if (!size) return [];
      return [
        http.get(`${CONTENT}/${name}/page`, ({ request }) => {
          const words = listSearchWords(new URL(request.url).searchParams.get('q') ?? '');
          const title = kindNamed(name)!.title;
          const found = (items as Record<string, unknown>[]).filter((item) =>
            words.every((word) => String(item[title]).toLocaleLowerCase().includes(word)),
          );
          return ok({ items: found, number: 1, size, matched: found.length, total: items.length });
        }),
      ];
    }),
    http.get(`${CONTENT}/services`, () => ok(lists.services ?? [service(3, 'TallyPrime')])),
    ...draftHandlers(() => lists.drafts ?? []),
    http.get(`${CONTENT}/forms`, () => ok(lists.forms ?? [])),
    ...Object.entries(lists)
      .filter(([name]) => name !== 'services' && name !== 'drafts' && name !== 'forms')
      .map(([name, items]) => http.get(`${CONTENT}/${name}`, () => ok(items))),
  );
}

type ServedDraft = { kind?: string; item_id?: number | null; review?: string | null };

/**
 * The drafts as the server reads them, from `read()` at each request: a kind's (a long list's page's items' and the
 * kind's new items'), a page of Pending changes (fifty, `/drafts/page`), and how many there are (`/drafts/count`).
 */
export function draftHandlers(read: () => readonly JsonBodyType[]) {
  const drafts = () => read() as ServedDraft[];
  const counts = () => ({ total: drafts().length, in_review: drafts().filter((draft) => draft.review != null).length });
  return [
    http.get(`${CONTENT}/drafts`, ({ request }) => {
      const asked = new URL(request.url).searchParams;
      const items = asked.get('items')?.split(',').filter(Boolean).map(Number);
      const kind = asked.get('kind');
      return ok(
        drafts().filter(
          (draft) => (kind === null || draft.kind === kind) && (!items || draft.item_id == null || items.includes(draft.item_id)),
        ),
      );
    }),
    http.get(`${CONTENT}/drafts/page`, ({ request }) => {
      const pages = Math.max(1, Math.ceil(drafts().length / 50));
      const number = Math.min(pages, Number(new URL(request.url).searchParams.get('number') ?? 1));
      return ok({ items: drafts().slice((number - 1) * 50, number * 50), number, size: 50, ...counts() });
    }),
    http.get(`${CONTENT}/drafts/count`, () => ok(counts())),
  ];
}

/** A pending draft as the staff API answers it: of quick fact 7 unless `extra` says otherwise. */
export const pendingDraft = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'quick-facts',
  item_id: 7,
  parent_id: null,
  title: 'Users',
  values: { fact_key: 'Users', fact_value: 'Ten', show_facts: true },
  changes: [{ field: 'fact_value', label: 'Value', from: 'Five', to: 'Ten' }],
  publish_at: null,
  created_by: 'asha@example.in',
  created_at: '2026-03-02T10:15:00Z',
  updated_by: 'asha@example.in',
  updated_at: '2026-03-02T10:15:00Z',
  ...extra,
});

/** Stands in for the browser's new tab: records where the preview sent it. */
export function stubNewTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}
