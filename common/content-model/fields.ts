// The field types a content kind is built from. A field is plain data — its type, label, help text,
// widget, limits and default — so the visitors' pages can read a declaration without loading a schema
// library; `schema.ts` turns the declarations into zod schemas for the server and the staff editor, and
// the storage, the API and the editor's forms all read the same declarations (docs/decisions/0014).

import type { LinkFieldRule } from '../links.ts';

interface FieldBase {
  /** What staff see beside the input. */
  label: string;
  /** One line under the input: what the field does on the site. */
  help?: string;
}

/** One line of text; `min: 1` (the default) makes it required. */
export interface TextField extends FieldBase {
  type: 'text';
  /** Staff translate it into Marathi and Hindi (common/languages.ts); untranslated, the English shows. */
  translatable?: true;
  max: number;
  /** Least characters after trimming: 1 (required) unless 0 is given. */
  min?: 0 | 1;
  /** A pattern the text must match, with the message that says so. */
  pattern?: { source: string; message: string };
  /** Two items of the kind may not share this text (compared without case). */
  unique?: boolean;
  /** An address of the site (a built page's): refused when the route table or a redirect already has it. */
  slug?: true;
  /**
   * The field an address is made from (a page's title): the editor fills this one from it (common/slug.ts) while
   * staff have not typed in it and the item is not live yet.
   */
  from?: string;
  /**
   * A link (a menu entry's, a redirect's target, a block's button, a social page): held to the one rule of
   * common/links.ts — a page of this site starting with one "/" or an https:// address, or an https:// address
   * only — and stored as the web sends it (an IRI percent-encoded). The editor offers the site's pages for the first.
   */
  link?: LinkFieldRule;
  /**
   * A time, stored in UTC to the second (`2026-11-28T09:30:00Z`): the editor shows and takes it in India time, as a
   * date and time, and its lists and histories write it so. Staff never see UTC.
   */
  instant?: true;
  /**
   * A WhatsApp number that, left empty, is the phone in this other field: the form says which number the
   * chat button opens.
   */
  whatsappOf?: string;
  default?: string;
}

/** Several lines of text; `min: 0` lets it be empty. */
export interface LongTextField extends FieldBase {
  type: 'long-text';
  /** Staff translate it into Marathi and Hindi (common/languages.ts); untranslated, the English shows. */
  translatable?: true;
  max: number;
  min?: 0 | 1;
  default?: string;
}

/**
 * Formatted text (headings, paragraphs, lists, links, bold, italic, quotes, tables, pictures of this site),
 * stored and sent as HTML that the server cleans to an allow-list when it is saved (common/rich-text.ts).
 */
export interface RichTextField extends FieldBase {
  type: 'rich-text';
  /** Staff translate it into Marathi and Hindi (common/languages.ts); untranslated, the English shows. */
  translatable?: true;
  /** Most characters of HTML. */
  max: number;
  min?: 0 | 1;
}

/**
 * A short list of small records, each with the same fields (a block's questions and answers, its figures):
 * stored inside the value that holds it, as JSON. Its fields are plain ones (no blocks, no lists).
 */
export interface ListField extends FieldBase {
  type: 'list';
  /** What one entry is called: 'Question'. */
  itemLabel: string;
  max: number;
  /** Fewest entries (0 unless given). */
  min?: number;
  fields: Readonly<Record<string, Field>>;
  /**
   * Most entries whose `field` is `value` (a form's file fields). An entry past them is refused at that field with
   * `message`, which the editor also shows there before a save; `full` shows beside the Add button once the list holds
   * that many.
   */
  most?: { field: string; value: string; max: number; message: string; full: string };
}

/**
 * An ordered list of blocks, each one of the section library's types (common/blocks): `[{ "type": "hero",
 * … }]`. Each type's fields are declared once, in its block declaration.
 */
export interface BlocksField extends FieldBase {
  type: 'blocks';
  max: number;
}

/** An amount of money: staff may type "24,999" or "₹24,999". */
export interface MoneyField extends FieldBase {
  type: 'money';
  /** Empty means none (null). */
  optional?: boolean;
  /** The field whose amount this one may not exceed (a discounted price and its price). */
  notAbove?: string;
}

export interface NumberField extends FieldBase {
  type: 'number';
  integer?: boolean;
  min: number;
  max: number;
  default?: number;
}

export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly { value: string; label: string }[];
  default?: string;
}

/** The id of an item of another kind, picked by its title. */
export interface RelationField extends FieldBase {
  type: 'relation';
  /** The kind's name (its URL segment). */
  to: string;
  /** Empty allowed (null), with what empty means. */
  optional?: { label: string };
  /**
   * The form offers to make a new item of that kind in place (its title and address), chosen once made, without
   * leaving the form: an article's category.
   */
  addNew?: true;
}

/**
 * The ids of a few items of another kind, in the order staff chose them, each picked by its title (an article's
 * related services): stored as a JSON array, [] for none. An item that one names cannot be deleted.
 */
export interface RelationsField extends FieldBase {
  type: 'relations';
  /** The kind's name (its URL segment). */
  to: string;
  /** Most items it may name. */
  max: number;
  /**
   * The single relation it replaced (an article's `service_id`): a content document written before holds one id
   * or null under this key, and is read as the list of it (schema.ts, validateContent).
   */
  formerly?: string;
}

/** Most characters of a row's label and of its value. */
export const ROW_KEY_MAX = 100;
export const ROW_VALUE_MAX = 300;

/** Label/value rows, stored as single-key objects: [{"Users": "Unlimited"}]. */
export interface RowsField extends FieldBase {
  type: 'rows';
  /**
   * Staff translate each row's label and value (common/content-model/translated-fields.ts names them `features.2.key`
   * and `features.2.value`); an untranslated one shows its English.
   */
  translatable?: true;
  max: number;
  keyLabel: string;
  valueLabel: string;
  /** What each row's label must match (a customer story's figure: 40%, 3 days). */
  keyPattern?: { source: string; message: string };
}

/** A picture: empty (the default picture), a path of this site (/media/…) or an http(s) URL. */
export interface ImageField extends FieldBase {
  type: 'image';
  /**
   * The text field beside it that describes the picture for visitors who cannot see it. Left empty, the
   * pages use the media library's description of the picture (docs/media.md), and the editor warns when
   * neither has one.
   */
  alt?: string;
}

/**
 * Where the subject of a picture sits, as "50% 30%" (from the left, from the top): what stays in view
 * where the site crops the picture (CSS object-position). `of` names the image field it belongs to;
 * the editor sets it by a click, a tap or arrow keys on the picture.
 */
export interface FocusField extends FieldBase {
  type: 'focus';
  of: string;
}

/** The centre of a picture: a focal point no one has set. */
export const DEFAULT_FOCUS = '50% 50%';

/** A focal point's form: two whole percentages from 0% to 100%, across then down. */
export const FOCUS_PATTERN = /^(100|[1-9]?[0-9])% (100|[1-9]?[0-9])%$/;

export const FOCUS_MESSAGE = 'must be two percentages from 0% to 100%, across then down, such as "50% 30%"';

/** A stored focal point as CSS object-position: the value when it has the form, else the centre. */
export const focusOf = (value: unknown): string => (typeof value === 'string' && FOCUS_PATTERN.test(value) ? value : DEFAULT_FOCUS);

export interface YesNoField extends FieldBase {
  type: 'yes-no';
  default: boolean;
  /** How lists and histories say yes and no ('Shown', 'Hidden'). */
  words: readonly [yes: string, no: string];
}

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | ListField
  | BlocksField
  | MoneyField
  | NumberField
  | SelectField
  | RelationField
  | RelationsField
  | RowsField
  | ImageField
  | FocusField
  | YesNoField;
export type FieldType = Field['type'];

/** The value each field type holds once validated. */
export interface FieldValues {
  text: string;
  'long-text': string;
  'rich-text': string;
  list: Array<Record<string, unknown>>;
  blocks: Array<{ type: string } & Record<string, unknown>>;
  money: number;
  number: number;
  select: string;
  relation: number;
  relations: number[];
  rows: Array<Record<string, string>>;
  image: string;
  focus: string;
  'yes-no': boolean;
}

/** The value a field holds: null where it may be empty. */
export type ValueOf<F extends Field> = F extends { optional: object | true } ? FieldValues[F['type']] | null : FieldValues[F['type']];

/** Builders that keep each declaration short and its literal type precise. */
export const field = {
  text: <const F extends Omit<TextField, 'type'>>(f: F) => ({ type: 'text', ...f }) as const,
  longText: <const F extends Omit<LongTextField, 'type'>>(f: F) => ({ type: 'long-text', ...f }) as const,
  richText: <const F extends Omit<RichTextField, 'type'>>(f: F) => ({ type: 'rich-text', ...f }) as const,
  list: <const F extends Omit<ListField, 'type'>>(f: F) => ({ type: 'list', ...f }) as const,
  blocks: <const F extends Omit<BlocksField, 'type'>>(f: F) => ({ type: 'blocks', ...f }) as const,
  money: <const F extends Omit<MoneyField, 'type'>>(f: F) => ({ type: 'money', ...f }) as const,
  number: <const F extends Omit<NumberField, 'type'>>(f: F) => ({ type: 'number', ...f }) as const,
  select: <const F extends Omit<SelectField, 'type'>>(f: F) => ({ type: 'select', ...f }) as const,
  relation: <const F extends Omit<RelationField, 'type'>>(f: F) => ({ type: 'relation', ...f }) as const,
  relations: <const F extends Omit<RelationsField, 'type'>>(f: F) => ({ type: 'relations', ...f }) as const,
  rows: <const F extends Omit<RowsField, 'type'>>(f: F) => ({ type: 'rows', ...f }) as const,
  image: <const F extends Omit<ImageField, 'type'>>(f: F) => ({ type: 'image', ...f }) as const,
  focus: <const F extends Omit<FocusField, 'type'>>(f: F) => ({ type: 'focus', ...f }) as const,
  yesNo: <const F extends Omit<YesNoField, 'type'>>(f: F) => ({ type: 'yes-no', ...f }) as const,
};

/** Whether staff translate a field (text of one of the three kinds that say so). */
export const isTranslatable = (f: Field): f is TextField | LongTextField | RichTextField =>
  (f.type === 'text' || f.type === 'long-text' || f.type === 'rich-text') && f.translatable === true;

/**
 * Whether a list's rows carry the field: every field but rich text and a page's blocks, which can be long (an article
 * is up to 200,000 characters). A list of thousands of articles stays small; an item's form reads it whole.
 */
export const inListRows = (f: Field): boolean => f.type !== 'rich-text' && f.type !== 'blocks';

/** The fields, by name, that a list's rows carry (inListRows). */
export const listedFields = <F extends Field>(fields: Readonly<Record<string, F>>): [string, F][] =>
  Object.entries(fields).filter(([, f]) => inListRows(f));

/**
 * The indexes of a list's entries past its `most` entries with that value (a form's 6th file field and after): the
 * server refuses them (value-schemas.ts), the editor marks them before a save.
 */
export function entriesPastMost(most: NonNullable<ListField['most']>, entries: ReadonlyArray<Readonly<Record<string, unknown>>>): number[] {
  const matching = entries.flatMap((entry, index) => (entry[most.field] === most.value ? [index] : []));
  return matching.slice(most.max);
}

export const linksToPages = (f: Field): f is TextField => f.type === 'text' && (f.link === 'page-or-https' || f.link === 'button');

/** What a new item's field starts as in the editor (and in the document, where the field may be left out). */
export function defaultOf(f: Field): unknown {
  switch (f.type) {
    case 'text':
    case 'long-text':
      return f.default ?? '';
    case 'rich-text':
      return '';
    case 'list':
    case 'blocks':
      return [];
    case 'image':
      return '';
    case 'focus':
      return DEFAULT_FOCUS;
    case 'yes-no':
      return f.default;
    case 'number':
      return f.default ?? null;
    case 'select':
      return f.default ?? f.options[0]?.value ?? '';
    case 'rows':
    case 'relations':
      return [];
    case 'money':
    case 'relation':
      return null;
  }
}
