import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, plan, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

/** 120 articles, newest first as the server answers them: "Article 1" first; every tenth is about GST. */
let list = Array.from({ length: 120 }, (_, index) => article(index + 1));

function article(n: number) {
  return {
    id: 1000 + n,
    position: n - 1,
    version: 1,
    title: n % 10 === 0 ? `GST note ${n}` : `Article ${n}`,
    slug: `article-${n}`,
    summary: 'A note.',
    cover_image: '',
    cover_alt: '',
    category_id: null,
    service_ids: [],
    published_at: '2026-11-02T10:00:00Z',
    author_email: '',
  };
}

/** The staff API's page of articles, as server/db/content-items.ts answers it; records each page asked for. */
function serveArticles() {
  const asked: string[] = [];
  server.use(
    http.get(`${CONTENT}/articles/page`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const q = (params.get('q') ?? '').toLowerCase();
      const found = list.filter((item) => item.title.toLowerCase().includes(q));
      const number = Math.min(Number(params.get('number') ?? 1), Math.max(1, Math.ceil(found.length / 50)));
      const items = found.slice((number - 1) * 50, number * 50);
      return ok({ items, number, size: 50, matched: found.length, total: list.length });
    }),
  );
  return asked;
}

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);

describe('a long list in the editor (articles)', () => {
  it('shows 50 articles a page, with Previous and Next and the page in the address; a search asks the server', async () => {
    list = Array.from({ length: 120 }, (_, index) => article(index + 1));
    const user = userEvent.setup();
    serveLists({ categories: [], drafts: [] });
    const asked = serveArticles();
    // The pending drafts are read with each page: of the articles it shows and the new ones, never every draft.
    const draftsAsked: string[] = [];
    server.use(
      http.get(`${CONTENT}/drafts`, ({ request }) => {
        draftsAsked.push(decodeURIComponent(new URL(request.url).search));
      }),
    );
    const { router } = renderEditor('?kind=articles');
    const pages = await screen.findByRole('navigation', { name: 'Pages of articles' });
    expect(rowTitles()).toHaveLength(50);
    expect(rowTitles()[0]).toBe('Article 1');
    expect(screen.getByText('120 articles')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3: 1–50')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Article 51'));
    expect(within(pages).getByText('Page 2 of 3: 51–100')).toBeInTheDocument();
    // The reader is taken to the top of the new page: the count above the list.
    await waitFor(() => expect(screen.getByText('120 articles')).toHaveFocus());
    expect(router.state.location.search).toBe('?kind=articles&page=2');
    expect(asked).toEqual(['', 'number=2']);

    // A search asks the server, from its first page.
    await user.type(screen.getByLabelText('Search articles'), 'gst');
    await waitFor(() => expect(rowTitles()).toEqual(Array.from({ length: 12 }, (_, index) => `GST note ${(index + 1) * 10}`)));
    expect(screen.getByText('12 of 120 articles')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=articles');
    expect(asked.at(-1)).toBe('q=gst');
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
    const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => 1000 + from + index).join(',');
    expect(draftsAsked[0]).toBe(`?kind=articles&items=${ids(1, 50)}`);
    expect(draftsAsked[1]).toBe(`?kind=articles&items=${ids(51, 100)}`);
    expect(draftsAsked.at(-1)).toBe(`?kind=articles&items=${Array.from({ length: 12 }, (_, index) => 1000 + (index + 1) * 10).join(',')}`);
  });

  it('lists articles newest first, without handles, Up, Down or Move…, and a new article’s draft at the top of page 1', async () => {
    list = Array.from({ length: 120 }, (_, index) => article(index + 1));
    const user = userEvent.setup();
    const draft = pendingDraft(5, { kind: 'articles', item_id: null, title: 'A new note', values: { title: 'A new note' }, position: 60 });
    serveLists({ categories: [], drafts: [draft] });
    serveArticles();
    const { router } = renderEditor('?kind=articles');
    const table = await screen.findByRole('table', { name: 'Insights: articles, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Address', 'Went live', 'Actions']);
    expect(rowTitles().slice(0, 2)).toEqual(['A new note', 'Article 1']);
    expect(within(table).queryByRole('button', { name: /^(Reorder|Move) / })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Discard the new article A new note' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=articles&page=2'));
    await waitFor(() => expect(rowTitles()[0]).toBe('Article 51'));
    expect(screen.queryByText('A new note')).not.toBeInTheDocument();
  });
});

describe('Move… on a list of more than 100', () => {
  it('takes a typed place rather than offering every place to pick', async () => {
    const user = userEvent.setup();
    serveLists({
      'pricing-plans': Array.from({ length: 101 }, (_, index) =>
        plan(index + 1, { position: index, plan_type_display: `Plan ${index + 1}` }),
      ),
    });
    renderEditor('?kind=pricing-plans');
    // Role queries within the row and the dialog: over the whole list of 101 rows each takes seconds in jsdom.
    const row = (await screen.findByText('Plan 52', { selector: 'tbody th, tbody td' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Move Plan 52 to another place' }));
    const dialog = await screen.findByRole('dialog');
    const place = within(dialog).getByRole('spinbutton', { name: 'Place in the list' });
    expect(place).toHaveValue(52);
    expect(within(dialog).getByText(/1 is the first of 101\./)).toBeInTheDocument();
    await user.clear(place);
    await user.type(place, '7');
    const sent = recordChanges('post', '/pricing-plans/52/move', () => ok(plan(52, { position: 6, plan_type_display: 'Plan 52' })));
    await user.click(within(dialog).getByRole('button', { name: 'Move now' }));
    await waitFor(() => expect(sent).toEqual([{ ifMatch: '"4"', body: { position: 6 } }]));
  });
});
