// A long list (a kind with a pageSize) in the editor, a page at a time: articles newest first as the site lists them,
// redirects by their old address (longListOrder). It is not put in order by hand (orderedByHand), so its rows have no
// handle, Up, Down or Move…. New items' drafts show at the top of its first page (an article's, where it goes live).
// Previous and Next below the list take the reader to the top of the page they open (usePageTurn).
import Button from 'react-bootstrap/Button';

import { itemsNoun, pagesFor, type KindDeclaration } from '@common/content-model/kinds';

import { usePageTurn } from '@/components/staff-frame/staff-paged-list';

import type { ListPage } from '../api/content';
import type { PendingDraft } from '../api/content-drafts';
import { CONTENT_COUNT_ID } from './content-toolbar';

/**
 * The drafts of new items a page shows: on a long list's first page (a search's too), at its top, where a new item goes
 * live; none on the others. Every draft where the list is read whole.
 */
export function draftsOnPage(drafts: readonly PendingDraft[], page: ListPage | undefined): readonly PendingDraft[] {
  if (!page) return drafts;
  return page.number === 1 ? drafts.map((draft) => ({ ...draft, position: 0 })) : [];
}

/** How many pages the list (or its search) fills: at least one. */
export const pageCount = (page: ListPage) => pagesFor(page.matched, page.size);

export interface ContentPagerProps {
  kind: KindDeclaration;
  page: ListPage;
  onPage: (number: number) => void;
}

/** Previous and Next, and which page this is; nothing when the list fits on one. */
export function ContentPager({ kind, page, onPage }: ContentPagerProps) {
  const turn = usePageTurn(page.number, CONTENT_COUNT_ID, onPage);
  const pages = pageCount(page);
  if (pages === 1) return null;
  const first = (page.number - 1) * page.size + 1;
  const last = Math.min(page.number * page.size, page.matched);
  return (
    <nav className="content-pager" aria-label={`Pages of ${itemsNoun(kind)}`}>
      <Button size="sm" variant="outline-secondary" disabled={page.number === 1} onClick={() => turn(page.number - 1)}>
        Previous page
      </Button>
      <p className="content-pager__status" aria-live="polite">
        Page {page.number.toLocaleString('en-IN')} of {pages.toLocaleString('en-IN')}: {first.toLocaleString('en-IN')}–
        {last.toLocaleString('en-IN')}
      </p>
      <Button size="sm" variant="outline-secondary" disabled={page.number === pages} onClick={() => turn(page.number + 1)}>
        Next page
      </Button>
    </nav>
  );
}
