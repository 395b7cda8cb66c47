// Where the content editor is, kept in the address so back and reload keep it: the kind (each menu a screen of its
// own: content-menus.ts), the parent its list is narrowed to, the page of a long list (&page=2) or of a view and the view
// (?view=pending, the preview banner's Publish… link; ?draft=<id> opens a pending draft). `&open=<id>` (the calendar's
// links) opens an item's form once.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { kindNamed, services, type KindDeclaration } from '@common/content-model/kinds';

import { toId } from '@/lib/validate';

import { menuScreenNamed } from './content-menus';
import { VIEWS, type View } from './content-toolbar';

/** Where to go: another kind (its list), a menu's screen, a parent, a view; what is left out stays, or is reset with the kind. */
export interface EditorPlace {
  kind?: string;
  menu?: string | null;
  parent?: number | null;
  view?: View;
  /** The page of a long list (a kind with a pageSize), from 1. */
  page?: number;
}

export function useEditorAddress() {
  const [params, setParams] = useSearchParams();
  const declared = kindNamed(params.get('kind') ?? '') ?? services;
  /** A menu's own screen (`&menu=header`): the menu entries' kind, narrowed to that menu and named for it. */
  const menuScreen = menuScreenNamed(declared, params.get('menu'));
  const kind: KindDeclaration = menuScreen?.kind ?? declared;
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  const parentFilter = parentKind ? (toId(params.get('parent')) ?? null) : null;
  const view = VIEWS.find((name) => name === params.get('view')) ?? 'list';
  // A long list's page, Pending changes' (`&view=pending&page=2`) or Recently deleted's (`&view=trash&page=2`).
  const page = kind.pageSize || view === 'pending' || view === 'trash' ? (toId(params.get('page')) ?? 1) : 1;

  const go = (next: EditorPlace) => {
    const query: Record<string, string> = { kind: next.kind ?? kind.name };
    const otherKind = next.kind !== undefined && next.kind !== kind.name;
    const menu = next.menu !== undefined ? next.menu : otherKind ? null : (menuScreen?.menu ?? null);
    if (menu) query.menu = menu;
    const parent = otherKind ? null : next.parent === undefined ? parentFilter : next.parent;
    if (parent) query.parent = String(parent);
    const nextView = next.view ?? view;
    if (nextView !== 'list') query.view = nextView;
    const nextPage = next.page ?? (otherKind || nextView !== view ? 1 : page);
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  return {
    kind,
    menuScreen,
    /** The screen the editor shows: a kind, or a menu's entries. */
    screenKey: menuScreen ? `${kind.name}:${menuScreen.menu}` : kind.name,
    parentKind,
    parentFilter,
    view,
    page,
    /** The pending draft the address names (`?draft=<id>`, the review e-mail's link); null: none. */
    draft: toId(params.get('draft')) ?? null,
    go,
  };
}

/**
 * An address naming an item (`&open=4`, the calendar's link) opens its form once; the address then forgets it,
 * so closing the form, back and reload do not open it again.
 */
export function useOpenFromAddress(onOpen: (itemId: number) => void): void {
  const [params, setParams] = useSearchParams();
  const openId = toId(params.get('open'));
  const [openedFromAddress, setOpenedFromAddress] = useState<number>();
  if (openId !== openedFromAddress) {
    setOpenedFromAddress(openId);
    if (openId !== undefined) onOpen(openId);
  }
  useEffect(() => {
    if (openId === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [openId, setParams]);
}
