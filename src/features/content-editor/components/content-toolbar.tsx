// Above the content editor's list: what to edit (each menu a screen of its own), the parent to narrow it to, New,
// the views (the list, Pending changes, Recently deleted); and the list's search with the number of items it shows.
import Button from 'react-bootstrap/Button';

import { isDocument, itemsNoun, KINDS, type KindDeclaration } from '@common/content-model/kinds';
import { menuItems } from '@common/content-model/page-kinds';

import { toId } from '@/lib/validate';

import type { ContentItem } from '../api/content';

import { ALL_MENUS_OPTION, MENU_SCREENS } from './content-menus';
import { countText } from './content-search';
import { titleOf } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';

export type View = 'list' | 'trash' | 'pending';
export const VIEWS: readonly View[] = ['list', 'trash', 'pending'];

/** The screens to pick from: a kind each, but the menu entries, which are a screen per menu and one of them all. */
const SCREEN_OPTIONS: readonly (readonly [string, string])[] = KINDS.flatMap((kind) =>
  kind.name === menuItems.name
    ? [...MENU_SCREENS.map((screen) => [`${kind.name}:${screen.menu}`, screen.option] as const), [kind.name, ALL_MENUS_OPTION] as const]
    : [[kind.name, kind.plural] as const],
);

export interface ContentToolbarProps {
  kind: KindDeclaration;
  /** The screen shown: the kind's name, or `menu-items:<menu>` for a menu's own. */
  screen: string;
  parentKind: KindDeclaration | undefined;
  /** The parent the list is narrowed to; null: all. */
  parentFilter: number | null;
  view: View;
  /** The parent kind's items, to narrow the list by. */
  parents: readonly ContentItem[];
  pendingCount: number;
  onGo: (next: { kind?: string; menu?: string | null; parent?: number | null; view?: View }) => void;
  onNew: () => void;
}

export function ContentToolbar({ kind, screen, parentKind, parentFilter, view, parents, pendingCount, onGo, onNew }: ContentToolbarProps) {
  return (
    <div className="staff-filters">
      <StaffField
        id="content-kind"
        label="What to edit"
        value={screen}
        options={SCREEN_OPTIONS}
        onChange={(value) => {
          const [name, menu] = value.split(':');
          onGo({ kind: name, menu: menu ?? null, view: 'list' });
        }}
        className=""
      />
      {parentKind && view === 'list' && (
        <StaffField
          id="content-parent"
          label={`Filter by ${parentKind.label.toLowerCase()}`}
          value={parentFilter ? String(parentFilter) : ''}
          onChange={(value) => onGo({ parent: toId(value) ?? null })}
          options={[
            ['', `All ${parentKind.plural.toLowerCase()}`],
            ...parents.map((parent) => [String(parent.id), titleOf(parentKind, parent)] as const),
          ]}
          className=""
        />
      )}
      {view === 'list' && !isDocument(kind) && (
        <Button variant="primary" onClick={onNew}>
          New {kind.label.toLowerCase()}
        </Button>
      )}
      <div className="content-view-switch">
        {view !== 'list' && (
          <Button variant="outline-secondary" onClick={() => onGo({ view: 'list' })}>
            Back to {kind.plural.toLowerCase()}
          </Button>
        )}
        {view !== 'pending' && (
          <Button variant="outline-secondary" onClick={() => onGo({ view: 'pending' })}>
            Pending changes{pendingCount > 0 && ` (${pendingCount})`}
          </Button>
        )}
        {view !== 'trash' && (
          <Button variant="outline-secondary" onClick={() => onGo({ view: 'trash' })}>
            Recently deleted
          </Button>
        )}
      </div>
    </div>
  );
}

export interface ContentSearchProps {
  kind: KindDeclaration;
  query: string;
  onQuery: (query: string) => void;
  /** How many items the list shows, of how many (the parent's, or all). */
  shown: number;
  total: number;
}

/** The id of the count above a kind's list: where Previous and Next page take the reader (ContentPager). */
export const CONTENT_COUNT_ID = 'content-search-count';

/** The search box over a kind's list; the count is a status, read out as it changes. */
export function ContentSearch({ kind, query, onQuery, shown, total }: ContentSearchProps) {
  // "By title and the list’s columns."; a title field of another name by its label: "By “From” and …" (redirects).
  const label = kind.fields[kind.title]?.label ?? 'Title';
  const title = label === 'Title' ? 'title' : `“${label}”`;
  return (
    <div className="content-search" role="search" aria-label={kind.plural}>
      <StaffField
        id="content-search"
        label={`Search ${itemsNoun(kind)}`}
        type="search"
        value={query}
        onChange={onQuery}
        hint={`By ${title} and the list’s columns.`}
        className="content-search__field"
      />
      <p role="status" id={CONTENT_COUNT_ID} tabIndex={-1} className="content-search__count">
        {countText(kind, shown, total, query.trim() !== '')}
      </p>
    </div>
  );
}
