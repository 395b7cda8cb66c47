// Every change staff make to the content goes through one path: export the document, change one item,
// validate the whole document exactly as `content import` does, import it and write the audit entry,
// all in one transaction. So nothing is half-saved, ids (service page addresses) stay, the editor and
// `content export` always agree, and the next request sees the change (ContentStore.importContent
// moves the content revision the page, API and share-picture caches follow).
import type Database from 'better-sqlite3';

import { formatPath, validateContent, type ContentDocument, type ContentProblem } from '../../db/content-schema.ts';
import type { ContentStore } from '../../db/content-store.ts';
import { auditHistory, recordAudit, type AuditRecord } from '../audit.ts';

import {
  createItem,
  deleteItem,
  EditError,
  locate,
  locateOrFail,
  reorderItems,
  restoreItem,
  updateItem,
  viewOf,
  type ItemView,
} from './document-edits.ts';
import type { ContentKind } from './kinds.ts';

/** Which side of a history entry to bring back: the item as it was before that change, or after it. */
export type RestoreState = 'before' | 'after';

interface Change {
  /** The audit entry, less who made it. */
  entity: string;
  entityId: number | null;
  action: string;
  before?: unknown;
  /** The item the change is about (validation messages are keyed by its fields). */
  itemId?: number;
  /** What the audit entry records after the change, read from the document as stored. */
  after?: (document: ContentDocument) => unknown;
}

/** `heading` for a problem at the edited item's heading; other problems keep their whole path. */
function fieldMessages(problems: ContentProblem[], itemPath: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, message } of problems) {
    let key = path;
    if (itemPath && path === itemPath) key = '(item)';
    else if (itemPath && path.startsWith(`${itemPath}.`)) key = path.slice(itemPath.length + 1);
    else if (itemPath) {
      // A name already used: the schema blames the later of the two items, which may be another one.
      const clash = new RegExp(`already used at ${itemPath.replace(/[[\].]/g, '\\$&')}\\.(\\w+)$`).exec(message);
      if (clash) key = clash[1]!;
    }
    fields[key] ??= message;
  }
  return fields;
}

export class ContentEditor {
  private readonly db: Database.Database;
  private readonly maxAuditedId;
  private readonly entry;

  constructor(private readonly store: ContentStore) {
    this.db = store.db;
    this.maxAuditedId = this.db.prepare('SELECT max(entity_id) FROM audit_log WHERE entity = ?').pluck();
    this.entry = this.db.prepare('SELECT action, before_json, after_json FROM audit_log WHERE id = ? AND entity = ? AND entity_id = ?');
  }

  document(): ContentDocument {
    return this.store.exportContent();
  }

  /** The items of one kind in display order; of one parent's list when parentId is given. */
  list(kind: ContentKind, parentId?: number): ItemView[] {
    return kind
      .containers(this.document())
      .filter((container) => parentId === undefined || container.parentId === parentId)
      .flatMap((container) => container.items.map((item, index) => viewOf(kind, { container, index, item })));
  }

  get(kind: ContentKind, id: number): ItemView {
    return viewOf(kind, locateOrFail(kind, this.document(), id));
  }

  create(actor: string, kind: ContentKind, body: Record<string, unknown>): ItemView {
    return this.save(actor, kind, (document) => {
      const id = this.nextId(kind, document);
      createItem(kind, document, id, body);
      return { entity: kind.entity, entityId: id, action: 'create', itemId: id, after: (stored) => this.viewIn(kind, stored, id) };
    }) as ItemView;
  }

  update(actor: string, kind: ContentKind, id: number, body: Record<string, unknown>): ItemView {
    return this.save(actor, kind, (document) => {
      const before = viewOf(kind, locateOrFail(kind, document, id));
      updateItem(kind, document, id, body);
      return { entity: kind.entity, entityId: id, action: 'update', before, itemId: id, after: (stored) => this.viewIn(kind, stored, id) };
    }) as ItemView;
  }

  remove(actor: string, kind: ContentKind, id: number): void {
    this.save(actor, kind, (document) => ({ entity: kind.entity, entityId: id, action: 'delete', before: deleteItem(kind, document, id) }));
  }

  /**
   * Puts a list in a new order. The entry goes in the history of the list's parent ('reorder-sections'
   * on the service), or, for the offerings and the plans, on the kind with no id.
   */
  reorder(actor: string, kind: ContentKind, parentId: number | null, ids: number[]): number[] {
    return this.save(actor, kind, (document) => {
      const before = reorderItems(kind, document, parentId, ids);
      const order = (stored: ContentDocument) =>
        kind.containers(stored).find((c) => !kind.parent || c.parentId === parentId)!.items.map((item) => item.id);
      return kind.parent
        ? { entity: kind.parent.kind, entityId: parentId, action: `reorder-${kind.route}`, before: { ids: before }, after: (s) => ({ ids: order(s) }) }
        : { entity: kind.entity, entityId: null, action: 'reorder', before: { ids: before }, after: (s) => ({ ids: order(s) }) };
    }) as number[];
  }

  history(kind: ContentKind, id: number): AuditRecord[] {
    return auditHistory(this.db, kind.entity, id);
  }

  /** Brings back the item as one history entry recorded it (before or after that change); itself audited. */
  restore(actor: string, kind: ContentKind, id: number, entryId: number, state: RestoreState): ItemView {
    const entry = this.entry.get(entryId, kind.entity, id) as { action: string; before_json: string | null; after_json: string | null } | undefined;
    if (!entry) throw new EditError(404, `The history of this ${kind.label} has no entry ${entryId}.`);
    const json = state === 'before' ? entry.before_json : entry.after_json;
    const version: unknown = json === null ? undefined : JSON.parse(json);
    if (typeof version !== 'object' || version === null || (version as { id?: unknown }).id !== id) {
      const what = entry.action.startsWith('reorder') ? 'an order, not a version of the item' : `no version ${state} the change`;
      throw new EditError(400, `This entry holds ${what}.`, { state: `entry ${entryId} (${entry.action}) has nothing to restore ${state} the change` });
    }
    return this.save(actor, kind, (document) => {
      const found = locate(kind, document, id);
      const before = found ? viewOf(kind, found) : undefined;
      restoreItem(kind, document, id, version as Record<string, unknown>);
      return { entity: kind.entity, entityId: id, action: 'restore', before, itemId: id, after: (stored) => this.viewIn(kind, stored, id) };
    }) as ItemView;
  }

  private viewIn(kind: ContentKind, document: ContentDocument, id: number): ItemView {
    return viewOf(kind, locateOrFail(kind, document, id));
  }

  /** A new id: above every id of the kind in the content and in its history, so no id is ever given twice. */
  private nextId(kind: ContentKind, document: ContentDocument): number {
    const inContent = kind.containers(document).flatMap((container) => container.items.map((item) => item.id));
    const audited = (this.maxAuditedId.get(kind.entity) as number | null) ?? 0;
    return Math.max(0, audited, ...inContent) + 1;
  }

  private save(actor: string, kind: ContentKind, edit: (document: ContentDocument) => Change): unknown {
    return this.db.transaction(() => {
      const document = this.store.exportContent();
      const change = edit(document);
      const checked = validateContent(document);
      if (!checked.ok) {
        const located = change.itemId === undefined ? undefined : locate(kind, document, change.itemId);
        const itemPath = located ? formatPath([...located.container.path, located.index]) : undefined;
        throw new EditError(400, `The ${kind.label} was not saved: correct the marked fields.`, fieldMessages(checked.problems, itemPath));
      }
      this.store.importContent(checked.document);
      const after = change.after?.(checked.document);
      recordAudit(this.db, { actor, entity: change.entity, entityId: change.entityId, action: change.action, before: change.before, after });
      return after;
    })();
  }
}

