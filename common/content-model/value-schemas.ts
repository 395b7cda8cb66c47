// The zod schemas of fields' values (docs/decisions/0014): one field's value as stored and as sent, fields together
// as a shape (with their defaults where asked), and a page's blocks; ./schema.ts makes items and the document of them.
import { z } from 'zod';

import { BLOCKS } from '../blocks/declarations.ts';
import { encodeLink, linkProblem } from '../links.ts';
import { breaksOneLine, breaksPlainLines, isBlankText, ONE_LINE_MESSAGE, PLAIN_LINES_MESSAGE } from '../plain-text.ts';

import { DEFAULT_FOCUS, entriesPastMost, FOCUS_MESSAGE, FOCUS_PATTERN, ROW_KEY_MAX, ROW_VALUE_MAX, type Field } from './fields.ts';

/** Largest id an item may have: what the API's query strings accept (15 digits). */
export const MAX_ID = 999_999_999_999_999;

/** An item's id: a whole number from 1 to MAX_ID. */
export const idSchema = z.int().min(1).max(MAX_ID);

const IMAGE_MESSAGE = 'must be empty, a picture of this site such as /media/services/x.svg, or an https:// address';

/** A text trimmed, and '' when it holds nothing to read (only spaces, control and invisible format characters). */
const trimmedText = () =>
  z
    .string()
    .trim()
    .overwrite((value) => (isBlankText(value) ? '' : value));

/**
 * A picture's address: empty (the default picture), a file under /media/ of this site (letters, digits,
 * `. _ - /`, no `..` and no empty segment: nothing else of the site, such as an API route, can be named),
 * or an https:// address with a host.
 */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/media/')) return /^\/media(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(value) && !value.split('/').includes('..');
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The schema of one field's value, as stored and as sent. */
export function valueSchema(f: Field): z.ZodType {
  switch (f.type) {
    case 'text': {
      let text = trimmedText();
      if (f.min !== 0) text = text.min(1, 'must not be empty');
      if (f.link) {
        const rule = f.link;
        text = text
          .superRefine((value, context) => {
            const problem = value === '' ? undefined : linkProblem(value, rule, f.min === 0);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          })
          // Stored as the web sends it, so what is kept is what a page, a menu and a Location header carry.
          .overwrite(encodeLink);
      }
      // A link's length is counted as it is stored, so a document exported and imported again still passes.
      text = text.max(
        f.max,
        f.link ? `must be at most ${f.max} characters as sent (a letter outside English is sent as 6 to 12)` : undefined,
      );
      if (f.pattern) {
        const pattern = new RegExp(f.pattern.source);
        // A text that may be empty (a menu entry without a link) is held to its pattern only when it has one.
        text =
          f.min === 0
            ? text.refine((value) => value === '' || pattern.test(value), f.pattern.message)
            : text.regex(pattern, f.pattern.message);
      }
      // One line of plain text (a link's own rule refuses control characters already, in its words).
      return f.link ? text : text.refine((value) => !breaksOneLine(value), ONE_LINE_MESSAGE);
    }
    case 'long-text':
      // Several lines of plain text: tabs and line breaks are kept, other control characters and direction overrides
      // would reach visitors, feeds and exports unseen.
      return trimmedText()
        .min(f.min === 0 ? 0 : 1, 'must not be empty')
        .max(f.max)
        .refine((value) => !breaksPlainLines(value), PLAIN_LINES_MESSAGE);
    case 'rich-text':
      // Cleaned to the allow-list when the server saves it (common/rich-text.ts); a text with no words is empty.
      return z
        .string()
        .max(f.max)
        .refine((html) => f.min === 0 || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', 'must not be empty');
    case 'list': {
      const list = z
        .array(z.strictObject(fieldsShape(f.fields, true)))
        .min(f.min ?? 0, `must have at least ${f.min ?? 0} ${f.itemLabel.toLowerCase()}`)
        .max(f.max, `may have at most ${f.max} entries`);
      const most = f.most;
      if (!most) return list;
      // Each entry past the most with that value is named at its field ("fields[5].type").
      return list.superRefine((entries, context) => {
        for (const index of entriesPastMost(most, entries))
          context.addIssue({ code: 'custom', path: [index, most.field], message: most.message });
      });
    }
    case 'blocks':
      return z
        .array(blockSchema())
        .max(f.max, `may have at most ${f.max} blocks`)
        .superRefine((blocks, context) => {
          // An anchor is an id on the page, where a button's #anchor leads: two blocks with one would leave one unreached.
          const first = new Map<string, number>();
          blocks.forEach((block, index) => {
            const anchor = (block as { anchor?: unknown }).anchor;
            if (typeof anchor !== 'string' || anchor === '') return;
            const taken = first.get(anchor);
            if (taken === undefined) first.set(anchor, index);
            else
              context.addIssue({
                code: 'custom',
                path: [index, 'anchor'],
                message: `is "${anchor}", block ${taken + 1}’s anchor already: an anchor names one block of the page`,
              });
          });
        });
    case 'image':
      return z.string().max(2000).refine(isImageAddress, { message: IMAGE_MESSAGE });
    case 'focus':
      return z.string(FOCUS_MESSAGE).regex(FOCUS_PATTERN, FOCUS_MESSAGE);
    case 'money': {
      const amount = z.number('must be an amount such as 24999').min(0, 'must not be negative').max(1e12);
      return f.optional ? amount.nullable() : amount;
    }
    case 'number': {
      const number = (f.integer ? z.int('must be a whole number') : z.number('must be a number')).min(f.min).max(f.max);
      return number;
    }
    case 'select': {
      const values = f.options.map((option) => option.value);
      return z.enum(values as [string, ...string[]], `must be ${values.map((value) => JSON.stringify(value)).join(' or ')}`);
    }
    case 'relation':
      return f.optional ? idSchema.nullable() : idSchema;
    case 'relations':
      return z
        .array(idSchema, 'must be a list of ids, such as [3, 7]')
        .max(f.max, `may name at most ${f.max}`)
        .refine((ids) => new Set(ids).size === ids.length, 'must not name the same one twice');
    case 'rows': {
      const keyPattern = f.keyPattern && new RegExp(f.keyPattern.source, 'u');
      const row = z
        .record(z.string().trim().min(1).max(ROW_KEY_MAX), z.string().max(ROW_VALUE_MAX))
        .refine((entry) => Object.keys(entry).length === 1, {
          message: 'must be an object with exactly one key, such as {"Users": "Unlimited"}',
        });
      return z
        .array(
          keyPattern
            ? row.refine((entry) => Object.keys(entry).every((key) => keyPattern.test(key.trim())), { message: f.keyPattern!.message })
            : row,
        )
        .max(f.max);
    }
    case 'yes-no':
      return z.boolean();
  }
}

/** Fields a document may leave out (added after the first documents were written, or empty), with the value they take. */
function documentDefault(f: Field): { value: unknown } | undefined {
  if (f.type === 'yes-no') return { value: f.default };
  if ((f.type === 'text' || f.type === 'long-text' || f.type === 'rich-text') && f.min === 0)
    return { value: (f.type !== 'rich-text' && f.default) || '' };
  if (f.type === 'text' && f.default !== undefined) return { value: f.default };
  if (f.type === 'image') return { value: '' };
  if (f.type === 'list' && !f.min) return { value: [] };
  if (f.type === 'blocks') return { value: [] };
  if (f.type === 'focus') return { value: DEFAULT_FOCUS };
  if (f.type === 'select' && f.default !== undefined) return { value: f.default };
  if (f.type === 'relation' && f.optional) return { value: null };
  if (f.type === 'relations') return { value: [] };
  return undefined;
}

/** Fields as a zod shape; with defaults, fields that have one may be left out. */
export function fieldsShape(fields: Readonly<Record<string, Field>>, withDefaults: boolean): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => {
      const schema = valueSchema(f);
      const fallback = withDefaults ? documentDefault(f) : undefined;
      return [name, fallback ? schema.default(fallback.value as never) : schema];
    }),
  );
}

let blocks: z.ZodType | undefined;

/**
 * One block of a page: `{ "type": "hero", …its fields }`, its fields as its declaration says
 * (common/blocks/declarations.ts); a field with a default may be left out.
 */
export function blockSchema(): z.ZodType {
  blocks ??= z.discriminatedUnion(
    'type',
    BLOCKS.map((block) => z.strictObject({ type: z.literal(block.type), ...fieldsShape(block.fields, true) })) as never,
    { error: `type must be one of ${BLOCKS.map((block) => JSON.stringify(block.type)).join(', ')}` },
  );
  return blocks;
}
