// Edits of one item inside the content document: create, update, move, delete, reorder and restore.
// They only change the document in memory; editor.ts validates the whole document as `content import`
// does and stores it in one transaction, or stores nothing.
import type { ContentDocument } from '../../db/content-schema.ts';

import type { Container, ContentItem, ContentKind } from './kinds.ts';

/** A refusal with its HTTP status and, where a field is to blame, a message per field. */
export class EditError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface Located {
  container: Container;
  index: number;
  item: ContentItem;
}

/** What an item looks like to the editor and in the audit log: its fields, its parent and its place. */
export type ItemView = Record<string, unknown> & { id: number; position: number };

export function locate(kind: ContentKind, document: ContentDocument, id: number): Located | undefined {
  for (const container of kind.containers(document)) {
    const index = container.items.findIndex((item) => item.id === id);
    if (index >= 0) return { container, index, item: container.items[index]! };
  }
  return undefined;
}

export function locateOrFail(kind: ContentKind, document: ContentDocument, id: number): Located {
  const found = locate(kind, document, id);
  if (!found) throw new EditError(404, `There is no ${kind.label} with id ${id}.`);
  return found;
}

export function viewOf(kind: ContentKind, { container, index, item }: Located): ItemView {
  const view: ItemView = { id: item.id, position: index };
  for (const field of Object.keys(kind.fields)) view[field] = item[field];
  if (kind.parent) view[kind.parent.field] = container.parentId;
  return view;
}

/** The view and the item's lists (a service's sections, …): what a deletion must be able to bring back. */
export function snapshotOf(kind: ContentKind, located: Located): ItemView {
  const snapshot = viewOf(kind, located);
  for (const child of kind.children) snapshot[child] = structuredClone(located.item[child]);
  return snapshot;
}

/** Refuses keys that are not the kind's fields; the id is the server's to give. */
function checkKeys(kind: ContentKind, body: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body)) {
    if (key === 'id') fields.id = 'is given by the server and cannot be changed';
    else if (!(key in kind.fields) && key !== kind.parent?.field) fields[key] = `is not a field of a ${kind.label}`;
  }
  if (Object.keys(fields).length > 0) throw new EditError(400, `The ${kind.label} was not saved: correct the marked fields.`, fields);
}

function containerFor(kind: ContentKind, document: ContentDocument, parentId: unknown): Container {
  const containers = kind.containers(document);
  if (!kind.parent) return containers[0]!;
  const found = containers.find((container) => container.parentId === parentId);
  if (found) return found;
  const { field, kind: parentKind } = kind.parent;
  const message = typeof parentId === 'number' ? `there is no ${parentKind} with id ${parentId}` : `must be the id of a ${parentKind}`;
  throw new EditError(400, `The ${kind.label} was not saved: correct the marked fields.`, { [field]: message });
}

function ownFields(kind: ContentKind, source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(kind.fields).filter((field) => field in source).map((field) => [field, source[field]]));
}

/** Moves an item to another parent's list, at its end (or at `position` when given). */
function move(located: Located, target: Container, position = target.items.length): Located {
  if (target === located.container) return located;
  located.container.items.splice(located.index, 1);
  const index = Math.min(position, target.items.length);
  target.items.splice(index, 0, located.item);
  return { container: target, index, item: located.item };
}

export function createItem(kind: ContentKind, document: ContentDocument, id: number, body: Record<string, unknown>): void {
  checkKeys(kind, body);
  const container = containerFor(kind, document, kind.parent ? body[kind.parent.field] : null);
  const item: ContentItem = { id, ...Object.fromEntries(kind.children.map((child) => [child, []])), ...ownFields(kind, body) };
  container.items.push(item);
}

export function updateItem(kind: ContentKind, document: ContentDocument, id: number, body: Record<string, unknown>): void {
  checkKeys(kind, body);
  const located = locateOrFail(kind, document, id);
  Object.assign(located.item, ownFields(kind, body));
  if (kind.parent && kind.parent.field in body) move(located, containerFor(kind, document, body[kind.parent.field]));
}

/** Removes an item with its lists; what pages or plans still need is refused rather than removed with it. */
export function deleteItem(kind: ContentKind, document: ContentDocument, id: number): ItemView {
  const located = locateOrFail(kind, document, id);
  if (kind.entity === 'offering' && (located.item.services as unknown[]).length > 0) {
    throw new EditError(409, 'This offering still has services: move or delete them first.');
  }
  if (kind.entity === 'service' && document.pricing_plans.some((plan) => plan.service_id === id)) {
    throw new EditError(409, 'Pricing plans belong to this service: delete them or make them general plans first.');
  }
  const before = snapshotOf(kind, located);
  located.container.items.splice(located.index, 1);
  return before;
}

/** Puts one list in the order of `ids`, which must name each of its items once. */
export function reorderItems(kind: ContentKind, document: ContentDocument, parentId: number | null, ids: number[]): number[] {
  const container = kind.parent ? kind.containers(document).find((c) => c.parentId === parentId) : kind.containers(document)[0];
  if (!container) throw new EditError(404, `There is no ${kind.parent?.kind} with id ${parentId}.`);
  const before = container.items.map((item) => item.id);
  const byId = new Map(container.items.map((item) => [item.id, item]));
  if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    throw new EditError(400, 'The order was not saved: correct the marked fields.', {
      ids: `must list each of the ${before.length} ids ${before.join(', ')} exactly once`,
    });
  }
  container.items.splice(0, container.items.length, ...ids.map((id) => byId.get(id)!));
  return before;
}

/**
 * Brings an item back to a version from its history: its fields and parent, or, when it was deleted,
 * the whole item with its lists at its old place.
 */
export function restoreItem(kind: ContentKind, document: ContentDocument, id: number, version: Record<string, unknown>): void {
  const parentId = kind.parent ? version[kind.parent.field] : null;
  const located = locate(kind, document, id);
  if (located) {
    Object.assign(located.item, ownFields(kind, version));
    if (kind.parent) move(located, containerFor(kind, document, parentId));
    return;
  }
  const container = containerFor(kind, document, parentId);
  const item: ContentItem = { id, ...ownFields(kind, version) };
  for (const child of kind.children) item[child] = Array.isArray(version[child]) ? structuredClone(version[child]) : [];
  const position = typeof version.position === 'number' ? version.position : container.items.length;
  container.items.splice(Math.min(position, container.items.length), 0, item);
}
