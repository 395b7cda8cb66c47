// A page's, an article's or a category's Address while its form is open: made from the title (`from` in the
// field's declaration, common/slug.ts) until staff type in it themselves, as WordPress does; never once the item is
// live, since a new address moves it. Emptying the field lets the title fill it again.
import type { TextField } from '@common/content-model/fields';
import type { KindDeclaration } from '@common/content-model/kinds';
import { slugFromTitle } from '@common/slug';

import type { ContentItem } from '../api/content';

import type { Drafts } from './content-form-drafts';

/** The address field a kind fills from another, with the field it follows. */
export interface AddressField {
  name: string;
  field: TextField & { from: string };
}

export function addressFieldOf(kind: KindDeclaration): AddressField | undefined {
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.type === 'text' && field.from && kind.fields[field.from]) return { name, field: { ...field, from: field.from } };
  }
  return undefined;
}

const textIn = (drafts: Drafts, name: string) => (typeof drafts[name] === 'string' ? drafts[name] : '');

/** The address a title gives within the field's limit. */
export const addressFrom = (address: AddressField, title: string) => slugFromTitle(title, address.field.max);

/**
 * Whether the address follows the title when the form opens: not for a live item; for a new one (or a new item's
 * draft) while the address is empty or still the one its title gives (staff have not made it their own).
 */
export function followsAtFirst(address: AddressField | undefined, item: ContentItem | undefined, drafts: Drafts): boolean {
  if (!address || item) return false;
  const own = textIn(drafts, address.name).trim();
  return own === '' || own === addressFrom(address, textIn(drafts, address.field.from)).slug;
}

/**
 * The page of its own an item of the kind has on the site: a built page's `/<slug>`, an article's or a category's
 * `/insights/…<slug>` (its `itemPage`); undefined for kinds without one, or while the address is empty.
 */
export function itemAddress(kind: KindDeclaration, values: Readonly<Record<string, unknown>>): string | undefined {
  if (kind.itemPage) {
    const value = values[kind.itemPage.field];
    return typeof value === 'string' && value !== '' ? `${kind.itemPage.prefix}${value}` : undefined;
  }
  const slug = Object.entries(kind.fields).find(([, field]) => field.type === 'text' && field.slug)?.[0];
  const value = slug ? values[slug] : undefined;
  return typeof value === 'string' && value !== '' ? `/${value}` : undefined;
}

/** Where a live item is on the site: a built page's `/<slug>`, an article's `/insights/<slug>` (its `itemPage`). */
export function liveAddress(kind: KindDeclaration, address: AddressField, item: ContentItem): string {
  return itemAddress(kind, item.values) ?? `/${String(item.values[address.name] ?? '')}`;
}
