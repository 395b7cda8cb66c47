// The zod schemas the content declarations (kinds.ts) stand for: the item a staff member saves, and the whole
// content document that the seed, `content export` and `content import` use, made of the fields' value schemas
// (./value-schemas.ts). Messages are written for staff ("must not be empty"), keyed by the field.
import { z } from 'zod';

import type { ValueOf } from './fields.ts';
import { KINDS, childKinds, oneItem, type ContentKind, type KindDeclaration } from './kinds.ts';
import { fieldsShape, idSchema } from './value-schemas.ts';

export { MAX_ID } from './value-schemas.ts';

/** An item's fields as a zod shape; with defaults, fields that have one may be left out (documents, new items). */
function fieldShape(kind: KindDeclaration, withDefaults: boolean): Record<string, z.ZodType> {
  return fieldsShape(kind.fields, withDefaults);
}

/** An item as the document holds it: its id, its fields and its children's lists. */
function documentItemSchema(kind: KindDeclaration): z.ZodType {
  const children = Object.fromEntries(
    childKinds(kind).map((child) => [child.documentKey, z.array(documentItemSchema(child)).max(child.max)]),
  );
  return z.strictObject({ id: idSchema, ...fieldShape(kind, true), ...children });
}

/** The fields a staff member sends to create an item (all but those with a default) or change one (any of them). */
export function itemInputSchema(kind: KindDeclaration, partial: boolean) {
  return partial ? z.strictObject(fieldShape(kind, false)).partial() : z.strictObject(fieldShape(kind, true));
}

/** The lists at the top of the document (their children sit inside their items); read when used, as KINDS may grow. */
export const rootKinds = (): KindDeclaration[] => KINDS.filter((kind) => !kind.parent && kind.shape === 'list');

/** The single documents (Site settings): an object of fields each under its key; one left out keeps what is stored. */
export const documentKinds = (): KindDeclaration[] => KINDS.filter((kind) => kind.shape === 'document');

/** A single document's fields as the content document holds them (no id: there is only one). */
export function singleDocumentSchema(kind: KindDeclaration) {
  return z.strictObject(fieldShape(kind, true));
}

/** An item met while walking a document: its kind, its parent's id (null at the top) and where it is. */
export interface DocumentVisit {
  kind: KindDeclaration;
  item: Record<string, unknown> & { id: number };
  parentId: number | null;
  index: number;
  path: (string | number)[];
}

/** Every item of a document, parents before their children, lists in order. */
export function* walkDocument(document: Record<string, unknown>): Generator<DocumentVisit> {
  function* walk(kind: KindDeclaration, list: unknown, parentId: number | null, path: (string | number)[]): Generator<DocumentVisit> {
    if (!Array.isArray(list)) return;
    for (const [index, item] of list.entries()) {
      const itemPath = [...path, index];
      yield { kind, item, parentId, index, path: itemPath };
      for (const child of childKinds(kind))
        yield* walk(child, item[child.documentKey], item.id as number, [...itemPath, child.documentKey]);
    }
  }
  for (const kind of rootKinds()) yield* walk(kind, document[kind.documentKey], null, [kind.documentKey]);
}

/** Every rule between items: unique ids and names, relations that name an item, amounts in order. */
function documentRules(document: Record<string, unknown>, context: z.RefinementCtx) {
  const seen = new Map<string, Map<number | string, string>>();
  const unique = (key: string, value: number | string, path: (string | number)[], what: string) => {
    const known = seen.get(key) ?? new Map<number | string, string>();
    seen.set(key, known);
    const first = known.get(value);
    if (first !== undefined)
      context.addIssue({ code: 'custom', path, message: `${what} ${JSON.stringify(value)} is already used at ${first}` });
    else known.set(value, formatPath(path));
  };
  const visits = [...walkDocument(document)];
  const ids = new Map<string, Set<number>>();
  for (const { kind, item, path } of visits) {
    unique(kind.name, item.id, [...path, 'id'], `${kind.label.toLowerCase()} id`);
    (ids.get(kind.name) ?? ids.set(kind.name, new Set()).get(kind.name)!).add(item.id);
    for (const [name, f] of Object.entries(kind.fields)) {
      if (f.type === 'text' && f.unique)
        unique(
          `${kind.name}.${name}`,
          String(item[name]).toLowerCase(),
          [...path, name],
          `${kind.label.toLowerCase()} ${f.label.toLowerCase()}`,
        );
    }
  }
  for (const { kind, item, path } of visits) {
    for (const [name, f] of Object.entries(kind.fields)) {
      const value = item[name];
      if (f.type === 'relation' && typeof value === 'number' && !ids.get(f.to)?.has(value)) {
        const target = KINDS.find((other) => other.name === f.to)!;
        const empty = f.optional ? `, or null for ${f.optional.label.replace(/ \(.*\)$/, '').toLowerCase()}` : '';
        context.addIssue({
          code: 'custom',
          path: [...path, name],
          message: `must be the id of ${oneItem(target)} in this document${empty} (no ${target.label.toLowerCase()} has id ${value})`,
        });
      }
      if (f.type === 'relations' && Array.isArray(value)) {
        const target = KINDS.find((other) => other.name === f.to)!;
        value.forEach((one, index) => {
          if (typeof one === 'number' && !ids.get(f.to)?.has(one)) {
            context.addIssue({
              code: 'custom',
              path: [...path, name, index],
              message: `must be the id of ${oneItem(target)} in this document (no ${target.label.toLowerCase()} has id ${one})`,
            });
          }
        });
      }
      if (
        f.type === 'money' &&
        f.notAbove &&
        typeof value === 'number' &&
        typeof item[f.notAbove] === 'number' &&
        value > (item[f.notAbove] as number)
      ) {
        context.addIssue({ code: 'custom', path: [...path, name], message: `must not be above ${f.notAbove.replace(/_/g, ' ')}` });
      }
    }
  }
}

function documentSchemaOf(kinds: readonly KindDeclaration[]) {
  return z
    .strictObject({
      format: z.literal('dexterity-content'),
      version: z.literal(1),
      ...Object.fromEntries(
        kinds
          .filter((kind) => !kind.parent && kind.shape === 'list')
          .map((kind) => {
            const list = z.array(documentItemSchema(kind)).max(kind.max);
            return [kind.documentKey, kind.keptWhenLeftOut ? list.optional() : list];
          }),
      ),
      ...Object.fromEntries(
        kinds.filter((kind) => kind.shape === 'document').map((kind) => [kind.documentKey, singleDocumentSchema(kind).optional()]),
      ),
    })
    .superRefine((document, context) => documentRules(document, context));
}

let documentSchema: { kinds: number; schema: ReturnType<typeof documentSchemaOf> } | undefined;

/** The whole document's schema for the kinds declared now (made again only when a kind is declared). */
export function contentDocumentSchema() {
  if (documentSchema?.kinds !== KINDS.length) documentSchema = { kinds: KINDS.length, schema: documentSchemaOf(KINDS) };
  return documentSchema.schema;
}

/** A document item of any kind: its id, its fields and its children's lists by their document keys. */
export type DocumentItem = Record<string, unknown> & { id: number };

type ChildrenOf<K extends KindDeclaration> = Extract<ContentKind, { parent: { kind: K['name'] } }>;

/** An item of kind K as the document holds it, typed from its declaration. */
export type ItemOf<K extends KindDeclaration> = { id: number } & { -readonly [F in keyof K['fields']]: ValueOf<K['fields'][F]> } & {
  [C in ChildrenOf<K> as C['documentKey']]: ItemOf<C>[];
};

type DocumentKind = Extract<ContentKind, { shape: 'document' }>;
type RootKind = Exclude<ContentKind, { parent: object } | DocumentKind>;
/** Top-level lists a document may leave out (the stored list is then kept). */
type OptionalRootKind = Extract<RootKind, { keptWhenLeftOut: true }>;

/** A single document's fields, typed from its declaration. */
export type FieldsOf<K extends KindDeclaration> = { -readonly [F in keyof K['fields']]: ValueOf<K['fields'][F]> };

/** The whole content: the format's name and version, each top-level kind's list and each single document. */
export type ContentDocument = { format: 'dexterity-content'; version: 1 } & {
  [K in Exclude<RootKind, OptionalRootKind> as K['documentKey']]: ItemOf<K>[];
} & {
  [K in OptionalRootKind as K['documentKey']]?: ItemOf<K>[];
} & {
  [K in DocumentKind as K['documentKey']]?: FieldsOf<K>;
};

/** `offerings[2].services[0].title` from ['offerings', 2, 'services', 0, 'title']. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(document)' : out;
}

export interface ContentProblem {
  path: string;
  message: string;
}

export type ContentValidation = { ok: true; document: ContentDocument } | { ok: false; problems: ContentProblem[] };

const LONE_SURROGATE = /\p{Cs}/u;
const MALFORMED = 'is not well-formed Unicode (it holds half of a UTF-16 surrogate pair, such as "\\ud800"): retype the text';

/** Every string, key or value, that is not well-formed Unicode: it could not be stored and served as sent. */
export function malformedText(value: unknown, path: (string | number)[] = [], found: ContentProblem[] = []): ContentProblem[] {
  // The format is 7 levels deep; deeper nesting is refused by the schema at its first level.
  if (path.length > 32) return found;
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) found.push({ path: formatPath(path), message: MALFORMED });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => malformedText(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) found.push({ path: formatPath([...path, key]), message: `the key ${MALFORMED}` });
      malformedText(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * The document with each `relations` field's former single relation (`formerly`) read as the list: `"service_id": 3`
 * as `"service_ids": [3]`, null as []. The given document is left as it was; one without any is returned as it is.
 */
function withFormerRelations(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const former = (document: Record<string, unknown>) =>
    [...walkDocument(document)].flatMap(({ kind, item }) =>
      Object.entries(kind.fields).flatMap(([name, f]) =>
        f.type === 'relations' && f.formerly && typeof item === 'object' && item !== null && f.formerly in item && !(name in item)
          ? [{ item, name, formerly: f.formerly }]
          : [],
      ),
    );
  if (former(value as Record<string, unknown>).length === 0) return value;
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { item, name, formerly } of former(copy)) {
    const one = item[formerly];
    item[name] = one === null ? [] : [one];
    delete item[formerly];
  }
  return copy;
}

/** Checks a parsed JSON value against the whole format, reporting every problem with its path. */
export function validateContent(given: unknown): ContentValidation {
  const value = withFormerRelations(given);
  const malformed = malformedText(value);
  const result = contentDocumentSchema().safeParse(value);
  if (result.success && malformed.length === 0) return { ok: true, document: result.data as ContentDocument };
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  return { ok: false, problems: [...malformed, ...issues] };
}

/** Parses JSON text and validates it; a syntax error is reported as one problem. */
export function parseContent(json: string): ContentValidation {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [{ path: '(document)', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  return validateContent(value);
}
