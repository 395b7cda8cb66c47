// A long list (a kind with a pageSize: articles) in the editor, a page at a time: the page's items carry their places
// in the whole list, so Up, Down, a drag, the arrow keys and Move… work on the whole list as on a short one. The
// list the page knows holds a stand-in for each item of other pages; an item moved off the page leaves it, and the
// page is read again. New items' drafts show on the page holding their place. Previous and Next below the list.
import Button from 'react-bootstrap/Button';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, ListPage } from '../api/content';
import type { PendingDraft } from '../api/content-drafts';

/** The whole list's ids as a page knows them: the page's items at their places, a stand-in (below 0) for each other. */
export function listWithPlaces(total: number, items: readonly ContentItem[]): number[] {
  const ids = Array.from({ length: total }, (_, index) => -1 - index);
  for (const item of items) if (item.position >= 0 && item.position < total) ids[item.position] = item.id;
  return ids;
}

/**
 * A page once one of its items moved (`ids`: the whole list in its new order): each item at its new place, in order,
 * and without a search (`page` given) only those still within the page's places.
 */
export function movedOnPage(items: readonly ContentItem[], moved: ContentItem, ids: readonly number[], page?: ListPage): ContentItem[] {
  const places = new Map(ids.map((id, place) => [id, place]));
  const placed = items.map((item) => ({ ...(item.id === moved.id ? moved : item), position: places.get(item.id) ?? item.position }));
  const first = page ? (page.number - 1) * page.size : 0;
  const onPage = page ? placed.filter((item) => item.position >= first && item.position < first + page.size) : placed;
  return onPage.sort((a, b) => a.position - b.position);
}

/**
 * The drafts of new items a page shows: those whose place falls among the page's (the last page's take the places
 * after it); a search's first page shows every draft it names. Every draft where the list is read whole.
 */
export function draftsOnPage(drafts: readonly PendingDraft[], page: ListPage | undefined, searching: boolean): readonly PendingDraft[] {
  if (!page) return drafts;
  if (searching) return page.number === 1 ? drafts : [];
  const first = (page.number - 1) * page.size;
  const last = first + page.size >= page.total;
  return drafts.filter((draft) => {
    const place = Math.min(draft.position ?? page.total, page.total);
    return place >= first && (place < first + page.size || last);
  });
}

/** How many pages the list (or its search) fills: at least one. */
export const pageCount = (page: ListPage) => Math.max(1, Math.ceil(page.matched / page.size));

export interface ContentPagerProps {
  kind: KindDeclaration;
  page: ListPage;
  onPage: (number: number) => void;
}

/** Previous and Next, and which page this is; nothing when the list fits on one. */
export function ContentPager({ kind, page, onPage }: ContentPagerProps) {
  const pages = pageCount(page);
  if (pages === 1) return null;
  const first = (page.number - 1) * page.size + 1;
  const last = Math.min(page.number * page.size, page.matched);
  return (
    <nav className="content-pager" aria-label={`Pages of ${kind.plural.toLowerCase()}`}>
      <Button size="sm" variant="outline-secondary" disabled={page.number === 1} onClick={() => onPage(page.number - 1)}>
        Previous page
      </Button>
      <p className="content-pager__status" aria-live="polite">
        Page {page.number.toLocaleString('en-IN')} of {pages.toLocaleString('en-IN')}: {first.toLocaleString('en-IN')}–
        {last.toLocaleString('en-IN')}
      </p>
      <Button size="sm" variant="outline-secondary" disabled={page.number === pages} onClick={() => onPage(page.number + 1)}>
        Next page
      </Button>
    </nav>
  );
}
