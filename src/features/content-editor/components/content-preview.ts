// Where an item shows on the site, to preview it there with every pending draft (`?preview=1`, for
// signed-in staff only): a service on its own page; a section, quick fact or pricing entry on its
// service's page; a plan on its service's page (a general plan on Our Offerings); an offering, or a
// new service, on Our Offerings; the company's words on the page their declaration names (`shownOn`: the
// home page's, Our Story's, the contact page's and Site settings); a page's title on that page; a built
// page at its address (`/<slug>`); an article of Insights at `/insights/<slug>` (`itemPage`).
import { isDocument, type KindDeclaration } from '@common/content-model/kinds';

import { hrefs, paths } from '@common/paths';

import type { FieldValue } from '../api/content';

export interface PreviewTarget {
  /** The item's id; null for a new item. */
  itemId: number | null;
  /** The item's parent (its service for sections, quick facts and pricing entries). */
  parentId: number | null;
  values: Record<string, FieldValue>;
}

/** The page an item shows on, with the preview asked for. */
export function previewPath(kind: KindDeclaration, { itemId, parentId, values }: PreviewTarget): string {
  if (kind.shownOn) return `${kind.shownOn}?preview=1`;
  // An item with a page of its own under a prefix (an article of Insights): that page.
  const own = kind.itemPage && values[kind.itemPage.field];
  if (kind.itemPage && typeof own === 'string' && own !== '') return `${kind.itemPage.prefix}${own}?preview=1`;
  // A built page: at its own address (its slug field).
  const slug = Object.entries(kind.fields).find(([, field]) => field.type === 'text' && field.slug)?.[0];
  if (slug && typeof values[slug] === 'string' && values[slug] !== '') return `/${values[slug]}?preview=1`;
  // A page's title and description: that page (its path is the item's own).
  if (typeof values.path === 'string' && values.path.startsWith('/') && !values.path.startsWith('//')) return `${values.path}?preview=1`;
  if (isDocument(kind)) return `${paths.home}?preview=1`;
  let service: number | null = null;
  if (kind.name === 'services') service = itemId;
  else if (kind.parent?.kind === 'services') service = parentId;
  else {
    const relation = Object.entries(kind.fields).find(([, field]) => field.type === 'relation' && field.to === 'services');
    const value = relation ? values[relation[0]] : null;
    service = typeof value === 'number' ? value : null;
  }
  return `${service === null ? paths.service : hrefs.serviceDetails(service)}?preview=1`;
}

/**
 * Opens a preview in a new tab. The tab opens at once, while the click still counts as the staff
 * member's own (browsers block tabs opened later), and goes to the page once `path` is known (a draft
 * saved first); it closes again when that fails. Answers false when the browser blocked the tab.
 */
export async function openPreview(path: string | Promise<string>): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const url = await path;
    if (!tab) return false;
    tab.opener = null;
    tab.location.href = url;
    return true;
  } catch (failure) {
    tab?.close();
    throw failure;
  }
}
