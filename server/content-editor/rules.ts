// What a staff member's item must satisfy before it is stored: its keys are the kind's fields, its
// values pass the field schemas (common/content-model/schema.ts), and the rules between items hold —
// a unique name stays unique, a relation names an item that exists, a discount is not above its price.
import type Database from 'better-sqlite3';

import { KINDS, oneItem, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { formatPath, itemInputSchema, malformedText } from '../../common/content-model/schema.ts';
import { anyItemNaming, itemsNamingInList, nameTaken } from '../db/content-editor.ts';
import { TranslationStore } from '../db/translations.ts';
import { ContentError, rowOf } from '../db/content-items.ts';
import { addressProblems } from '../pages/addresses.ts';
import { cleanRecord } from '../pages/rich-text.ts';

type Db = Database.Database;

export const notSaved = (kind: KindDeclaration) => `The ${kind.label.toLowerCase()} was not saved: correct the marked fields.`;

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name)!;

/** What an item's answer carries besides its fields (who else has it open, a merge): a form sent back whole may hold them. */
const READ_ONLY = new Set(['position', 'version', 'draft', 'editing', 'merged']);

/**
 * Refuses keys that are not the kind's fields (or its parent's); the id is the server's to give (the
 * item's own id, sent back with its form, is fine). Read-only keys of the item's answer, and its author, are dropped.
 */
export function checkKeys(kind: KindDeclaration, body: Record<string, unknown>, ownId?: number): void {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body)) {
    // The author is the server's to set (stampAuthor in ./editor.ts): a form sends it back as it read it.
    if (READ_ONLY.has(key) || key === kind.author || (key === 'id' && ownId !== undefined && body.id === ownId)) delete body[key];
    else if (key === 'id') fields.id = 'is given by the server and cannot be changed';
    else if (!(key in kind.fields) && key !== kind.parent?.field) fields[key] = `is not a field of ${oneItem(kind)}`;
  }
  for (const { path, message } of malformedText(body)) fields[path] ??= message;
  if (Object.keys(fields).length > 0) throw new ContentError(400, notSaved(kind), fields);
}

/**
 * The body's fields, validated and trimmed as the document's schema does, their rich text cleaned to the
 * allow-list first (a text that was only a script is then empty); `partial` for a change.
 */
export function parseFields(kind: KindDeclaration, body: Record<string, unknown>, partial: boolean): Record<string, unknown> {
  const own = cleanRecord(kind.fields, Object.fromEntries(Object.entries(body).filter(([key]) => key in kind.fields)));
  const result = itemInputSchema(kind, partial).safeParse(own);
  if (result.success) return result.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? formatPath(issue.path) : '(item)';
    const missing = issue.path.length === 1 && !(String(issue.path[0]) in own);
    fields[key] ??= missing ? 'is required' : issue.message;
  }
  throw new ContentError(400, notSaved(kind), fields);
}

/** The parent an item goes in: it must exist. */
export function checkParent(db: Db, kind: KindDeclaration, parentId: unknown): number | null {
  if (!kind.parent) return null;
  const parentKind = kindNamed(kind.parent.kind);
  const label = parentKind.label.toLowerCase();
  if (typeof parentId !== 'number' || !Number.isSafeInteger(parentId) || parentId < 1) {
    throw new ContentError(400, notSaved(kind), { [kind.parent.field]: `must be the id of ${oneItem(parentKind)}` });
  }
  if (!rowOf(db, parentKind, parentId))
    throw new ContentError(400, notSaved(kind), { [kind.parent.field]: `there is no ${label} with id ${parentId}` });
  return parentId;
}

/** The rules between this item and the others; `id` is the item's own (undefined for a new one). */
export function checkRules(db: Db, kind: KindDeclaration, values: Record<string, unknown>, id: number | undefined): void {
  const fields: Record<string, string> = {};
  for (const [name, f] of Object.entries(kind.fields)) {
    const value = values[name];
    if (f.type === 'text' && f.unique) {
      if (nameTaken(db, kind, name, value, id ?? null))
        fields[name] = `another ${kind.label.toLowerCase()} is already called ${JSON.stringify(value)}`;
      // A translated address is an item's too (docs/languages.md): another item's Marathi or Hindi one is taken.
      else if (f.translatable && typeof value === 'string' && new TranslationStore(db).holderOf(kind.name, name, value, id ?? 0))
        fields[name] = `is already the address of another ${kind.label.toLowerCase()} in a translation`;
    }
    if (f.type === 'relation' && typeof value === 'number' && !rowOf(db, kindNamed(f.to), value)) {
      fields[name] = `there is no ${kindNamed(f.to).label.toLowerCase()} with id ${value}`;
    }
    if (f.type === 'relations' && Array.isArray(value)) {
      const missing = value.find((one) => typeof one === 'number' && !rowOf(db, kindNamed(f.to), one));
      if (missing !== undefined) fields[name] = `there is no ${kindNamed(f.to).label.toLowerCase()} with id ${missing}`;
    }
    if (
      f.type === 'money' &&
      f.notAbove &&
      typeof value === 'number' &&
      typeof values[f.notAbove] === 'number' &&
      value > (values[f.notAbove] as number)
    ) {
      fields[name] = `must not be above the ${kind.fields[f.notAbove]!.label.toLowerCase()}`;
    }
  }
  // A built page's address and a redirect's (server/pages/addresses.ts): after uniqueness, which says it first.
  for (const [name, message] of Object.entries(addressProblems(db, kind, values, id))) fields[name] ??= message;
  if (Object.keys(fields).length > 0) throw new ContentError(400, notSaved(kind), fields);
}

/** Why an item cannot go to the trash: children it keeps, or items of other kinds that name it. */
export function checkRemovable(db: Db, kind: KindDeclaration, id: number): void {
  for (const other of KINDS) {
    if (kind.keepsChildren && other.parent?.kind === kind.name) {
      if (anyItemNaming(db, other, other.parent.field, id)) {
        throw new ContentError(409, `This ${kind.label.toLowerCase()} still has ${other.plural.toLowerCase()}: move or delete them first.`);
      }
    }
    for (const [name, f] of Object.entries(other.fields)) {
      if (f.type === 'relations' && f.to === kind.name) {
        const naming = itemsNamingInList(db, other, name, id);
        if (naming.length === 0) continue;
        const titles = naming.map((item) => `“${item.title}”`).join(', ');
        const more = naming[0]!.total - naming.length;
        const what = naming[0]!.total === 1 ? `the ${other.label.toLowerCase()}` : `the ${other.label.toLowerCase()}s`;
        throw new ContentError(
          409,
          `This ${kind.label.toLowerCase()} is one of the ${f.label.toLowerCase()} of ${what} ${titles}${more > 0 ? ` and ${more} more` : ''}: take it out of their ${f.label.toLowerCase()} first.`,
        );
      }
      if (f.type !== 'relation' || f.to !== kind.name) continue;
      if (anyItemNaming(db, other, name, id)) {
        const instead = f.optional
          ? `make them ${f.optional.label
              .replace(/ \(.*\)$/, '')
              .replace(/^A /, '')
              .toLowerCase()}s`
          : `change their ${f.label.toLowerCase()}`;
        throw new ContentError(409, `${other.plural} belong to this ${kind.label.toLowerCase()}: delete them or ${instead} first.`);
      }
    }
  }
}
