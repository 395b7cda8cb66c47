import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

/** 120 articles, as the server keeps them: "Article 1" first; every tenth is about GST. */
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
  it('shows 50 articles a page, with Previous and Next, their places in the whole list, and a page in the address', async () => {
    list = Array.from({ length: 120 }, (_, index) => article(index + 1));
    const user = userEvent.setup();
    serveLists({ categories: [], drafts: [] });
    const asked = serveArticles();
    const { router } = renderEditor('?kind=articles');
    const pages = await screen.findByRole('navigation', { name: 'Pages of insights: articles' });
    expect(rowTitles()).toHaveLength(50);
    expect(rowTitles()[0]).toBe('Article 1');
    expect(screen.getByText('120 insights: articles')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3: 1–50')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Article 51'));
    expect(within(pages).getByText('Page 2 of 3: 51–100')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=articles&page=2');
    // Up is on for the page's first article: it goes to the end of page 1.
    expect(screen.getByText(/^Position 51 of 120\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Article 51 up' })).toBeEnabled();
    expect(asked).toEqual(['', 'number=2']);

    // A search asks the server, from its first page.
    await user.type(screen.getByLabelText('Search insights: articles'), 'gst');
    await waitFor(() => expect(rowTitles()).toEqual(Array.from({ length: 12 }, (_, index) => `GST note ${(index + 1) * 10}`)));
    expect(screen.getByText('12 of 120 insights: articles')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=articles');
    expect(asked.at(-1)).toBe('q=gst');
    expect(screen.queryByRole('navigation', { name: 'Pages of insights: articles' })).not.toBeInTheDocument();
    // The places stay the whole list's.
    expect(screen.getByText(/^Position 10 of 120\./)).toBeInTheDocument();
  });

  it('moves a page’s first article up onto the page before, says so where focus can find it, and reads the page again', async () => {
    list = Array.from({ length: 120 }, (_, index) => article(index + 1));
    const user = userEvent.setup();
    serveLists({ categories: [], drafts: [] });
    serveArticles();
    const sent = recordChanges('post', '/articles/1051/move', () => {
      const moved = list.find((item) => item.id === 1051)!;
      list = [...list.slice(0, 49), moved, ...list.slice(49, 50), ...list.slice(51)].map((item, position) => ({ ...item, position }));
      return ok({ ...moved, position: 49, version: 2 });
    });
    renderEditor('?kind=articles&page=2');
    await user.click(await screen.findByRole('button', { name: 'Move Article 51 up' }));
    const message = await screen.findByText('“Article 51” moved to position 50 of 120.');
    expect(sent).toEqual([{ ifMatch: '"1"', body: { position: 49 } }]);
    await waitFor(() => expect(message.closest('[tabindex]')).toHaveFocus());
    // Article 50 came down from page 1 in its place.
    await waitFor(() => expect(rowTitles().slice(0, 2)).toEqual(['GST note 50', 'Article 52']));
  });

  it('shows a new article’s draft on the page holding its place, and Move… takes a typed place', async () => {
    list = Array.from({ length: 120 }, (_, index) => article(index + 1));
    const user = userEvent.setup();
    const draft = pendingDraft(5, { kind: 'articles', item_id: null, title: 'A new note', values: { title: 'A new note' }, position: 60 });
    serveLists({ categories: [], drafts: [draft] });
    serveArticles();
    const { router } = renderEditor('?kind=articles');
    await screen.findByRole('navigation', { name: 'Pages of insights: articles' });
    expect(screen.queryByText('A new note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=articles&page=2'));
    const row = (await screen.findByText('A new note')).closest('tr')!;
    // After the list's first 60 articles: the 10th row of page 2 is Article 60, then the draft.
    expect(row.previousElementSibling).toHaveTextContent('GST note 60');

    await user.click(screen.getByRole('button', { name: 'Move Article 52 to another place' }));
    const place = await screen.findByRole('spinbutton', { name: 'Place in the list' });
    expect(place).toHaveValue(52);
    expect(screen.getByText(/1 is the first of 120\./)).toBeInTheDocument();
  });
});
