// The activity page's sentence for a change of content, naming its item: "Saved a draft of the service “…”
// (changing Tagline)", "Moved the quick fact “Users” from place 4 to place 1", "Submitted a draft of … for review:
// “note”" — made from the entry's action and the item's fields its before and after hold.
import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';

import type { AuditRecord } from '../db/audit.ts';

import { clip, word, type Values } from './words.ts';

/** The kind of content an entry is about, by its entity. */
export const KIND_BY_ENTITY = new Map<string, KindDeclaration>(KINDS.map((kind) => [kind.entity, kind]));

/** The labels of the content fields an entry changed (empty when it is not a change of one item's fields). */
export function changedFields(kind: KindDeclaration | undefined, before: Values, after: Values): string {
  if (!kind || Object.keys(before).length === 0 || Object.keys(after).length === 0) return '';
  return Object.entries(kind.fields)
    .filter(([name]) => name in after && JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map(([, field]) => field.label)
    .join(', ');
}

/** The title an entry holds of its content item (after the change, else before it); '' when it holds none. */
export function titleIn(kind: KindDeclaration, before: Values, after: Values): string {
  return word(after[kind.title]) || word(before[kind.title]);
}

/**
 * A content item as a sentence names it: "the service “GST, E-Invoicing & E-Way Bill Set-up”", "Site
 * settings" (a single document), "a new service “Payroll”" (a draft of an item not made yet).
 */
function itemNamed(kind: KindDeclaration, entry: AuditRecord, before: Values, after: Values): string {
  if (kind.shape === 'document') return kind.label;
  const label = kind.label.toLowerCase();
  const title = titleIn(kind, before, after);
  if (entry.entity_id === null) return title ? `a new ${label} “${clip(title)}”` : `a new ${label}`;
  return title ? `the ${label} “${clip(title)}”` : `the ${label} ${entry.entity_id}`;
}

/** A move's sentence: from which place to which (1 is the first), or to another parent's list. */
function moveSentence(kind: KindDeclaration, item: string, before: Values, after: Values): string {
  const parent = kind.parent;
  if (parent && before[parent.field] !== undefined && after[parent.field] !== undefined && before[parent.field] !== after[parent.field]) {
    const other = KINDS.find((candidate) => candidate.name === parent.kind)?.label.toLowerCase() ?? parent.kind;
    return typeof after.position === 'number'
      ? `Moved ${item} to another ${other} (place ${after.position + 1})`
      : `Moved ${item} to another ${other}`;
  }
  if (typeof before.position !== 'number' || typeof after.position !== 'number') return `Moved ${item}`;
  if (before.position === after.position) return `Moved ${item} and back to place ${after.position + 1}`;
  return `Moved ${item} from place ${before.position + 1} to place ${after.position + 1}`;
}

/** A review step's note, quoted after its sentence (cut short in the log; the draft keeps it whole). */
function noteOf(after: Values): string {
  const note = typeof after.note === 'string' ? after.note.trim() : '';
  return note ? `: “${note.length > 120 ? `${note.slice(0, 119)}…` : note}”` : '';
}

/** The sentence of a change of content, naming the item: "Saved a draft of the service “…” (changing Tagline)". */
export function contentSentence(kind: KindDeclaration, entry: AuditRecord, before: Values, after: Values): string | undefined {
  const item = itemNamed(kind, entry, before, after);
  const fields = changedFields(kind, before, after);
  switch (entry.action) {
    case 'create':
      return `Created ${item}`;
    case 'update':
      return fields ? `Changed ${item} (${fields})` : `Saved ${item}`;
    case 'publish':
      return fields ? `Published a change of ${item} (${fields})` : `Published ${item}`;
    case 'draft':
      return fields ? `Saved a draft of ${item} (changing ${fields})` : `Saved a draft of ${item}`;
    case 'discard-draft':
      return `Discarded a draft of ${item}`;
    case 'submit-for-review':
      return `Submitted a draft of ${item} for review${noteOf(after)}`;
    case 'review-comment':
      return `Commented on a draft of ${item}${noteOf(after)}`;
    case 'send-back':
      return `Sent a draft of ${item} back to its writer${noteOf(after)}`;
    case 'approve':
      return `Approved a draft of ${item}${noteOf(after)}`;
    case 'take-down':
      return `Took ${item} down at its time (to Recently deleted)`;
    case 'delete':
      return `Deleted ${item} (to Recently deleted)`;
    case 'move':
      return moveSentence(kind, item, before, after);
    case 'restore-from-trash':
      return `Restored ${item} from Recently deleted`;
    case 'reorder':
      return `Changed the order of the ${kind.plural.toLowerCase()}`;
    default: {
      // 'reorder-sections' on a service: the order of its own list of that kind.
      const listed = entry.action.startsWith('reorder-')
        ? KINDS.find((candidate) => candidate.name === entry.action.slice('reorder-'.length))
        : undefined;
      return listed ? `Changed the order of the ${listed.plural.toLowerCase()} of ${item}` : undefined;
    }
  }
}
