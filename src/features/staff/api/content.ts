// The content editor's calls (/api/staff/content): the six kinds of items, each listed, created,
// changed, moved in its list, deleted, with its history and a restore; and image uploads.
import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { staffGet, staffSend } from './staff-request';

export type FieldType = 'text' | 'long-text' | 'image' | 'number' | 'optional-number' | 'integer' | 'optional-integer' | 'boolean' | 'json';

export interface ContentField {
  name: string;
  label: string;
  type: FieldType;
}

export interface ContentKindView {
  /** The URL segment: /api/staff/content/<route>. */
  route: string;
  label: string;
  plural: string;
  /** The field that names an item in lists. */
  titleField: string;
  /** The field holding the parent's id, for kinds kept in a parent's list. */
  parentField?: string;
  fields: readonly ContentField[];
}

const text = (name: string, label: string, type: FieldType = 'text'): ContentField => ({ name, label, type });

export const CONTENT_KINDS: readonly ContentKindView[] = [
  { route: 'offerings', label: 'Offering', plural: 'Offerings', titleField: 'offering_name', fields: [text('offering_name', 'Name')] },
  {
    route: 'services',
    label: 'Service',
    plural: 'Services',
    // On the site, a service's description is its page title and its heading the line under it.
    titleField: 'description',
    parentField: 'offering_id',
    fields: [text('description', 'Title'), text('heading', 'Tagline'), text('image', 'Image', 'image')],
  },
  {
    route: 'sections',
    label: 'Section',
    plural: 'Service sections',
    titleField: 'title',
    parentField: 'service_id',
    fields: [text('title', 'Title'), text('description', 'Description', 'long-text'), text('image', 'Image', 'image')],
  },
  {
    route: 'quick-facts',
    label: 'Quick fact',
    plural: 'Quick facts',
    titleField: 'fact_key',
    parentField: 'service_id',
    fields: [text('fact_key', 'Label'), text('fact_value', 'Value'), text('show_facts', 'Shown', 'boolean')],
  },
  {
    route: 'pricing-entries',
    label: 'Pricing entry',
    plural: 'Pricing entries',
    titleField: 'title',
    parentField: 'service_id',
    fields: [text('title', 'Title'), text('description', 'Description', 'long-text')],
  },
  {
    route: 'pricing-plans',
    label: 'Pricing plan',
    plural: 'Pricing plans',
    titleField: 'plan_type_display',
    fields: [
      text('plan_type', 'Plan type'),
      text('plan_type_display', 'Plan name'),
      text('price', 'Price', 'number'),
      text('discounted_price', 'Discounted price (empty: none)', 'optional-number'),
      text('discount_percentage', 'Discount label'),
      text('year', 'Years', 'integer'),
      text('currency', 'Currency'),
      text('excludes_gst', 'Price excludes GST', 'boolean'),
      text('service_id', 'Service id (empty: a general plan)', 'optional-integer'),
      text('price_description', 'Features (JSON list of objects)', 'json'),
    ],
  },
];

export type ContentItem = Record<string, unknown> & { id: number; position: number };

export interface HistoryEntry {
  id: number;
  actor: string;
  at: string;
  action: string;
  before: unknown;
  after: unknown;
}

const base = (kind: ContentKindView) => `/api/staff/content/${kind.route}`;

function readItem(value: unknown): ContentItem | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined ? undefined : { ...value, id, position: typeof value.position === 'number' ? value.position : 0 };
}

function readEntry(value: unknown): HistoryEntry | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined
    ? undefined
    : { id, actor: toText(value.actor), at: toText(value.at), action: toText(value.action), before: value.before, after: value.after };
}

export async function listItems(kind: ContentKindView): Promise<ContentItem[]> {
  // A list answers its items as the envelope's data (an array): read through the wrapper's record.
  return listOf((await staffGet(base(kind), undefined, 'list')).list, readItem);
}

export async function createItem(kind: ContentKindView, values: Record<string, unknown>): Promise<ContentItem | undefined> {
  return readItem((await staffSend('POST', base(kind), values)).data);
}

export async function updateItem(kind: ContentKindView, id: number, values: Record<string, unknown>): Promise<ContentItem | undefined> {
  return readItem((await staffSend('PATCH', `${base(kind)}/${id}`, values)).data);
}

export async function deleteItem(kind: ContentKindView, id: number): Promise<void> {
  await staffSend('DELETE', `${base(kind)}/${id}`, {});
}

export async function reorderItems(kind: ContentKindView, parentId: number | null, ids: number[]): Promise<void> {
  await staffSend('POST', `${base(kind)}/reorder`, kind.parentField ? { parent_id: parentId, ids } : { ids });
}

export async function getHistory(kind: ContentKindView, id: number): Promise<HistoryEntry[]> {
  return listOf((await staffGet(`${base(kind)}/${id}/history`, undefined, 'list')).list, readEntry);
}

export async function restoreItem(kind: ContentKindView, id: number, entry: number, state: 'before' | 'after'): Promise<void> {
  await staffSend('POST', `${base(kind)}/${id}/restore`, { entry, state });
}

/** Uploads an image; answers the URL to put in the image field. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await staffSend('POST', '/api/staff/content/images', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return toText(data.url);
}
