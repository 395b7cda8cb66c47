// Rich text cleaned to the allow-list of common/rich-text.ts when it is saved (an item, a draft, an import): every
// `rich-text` field, also inside a page's blocks and a block's lists. Cleaning the same text twice changes nothing.
import sanitizeHtml from 'sanitize-html';

import { blockNamed } from '../../common/blocks/declarations.ts';
import type { Field } from '../../common/content-model/fields.ts';
import { isDocument, KINDS } from '../../common/content-model/kinds.ts';
import { walkDocument, type ContentDocument } from '../../common/content-model/schema.ts';
import { fromOffice } from '../../common/office-paste.ts';
import { encodeLink, isLink } from '../../common/links.ts';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_PICTURE, RICH_TEXT_TAGS } from '../../common/rich-text.ts';

const isPicture = (src: string | undefined) => !!src && RICH_TEXT_PICTURE.test(src) && !src.split('/').includes('..');

/** A style declaration's value, read from the start of a declaration (not `mso-bidi-font-weight`). */
const styleOf = (attribs: sanitizeHtml.Attributes, property: string) =>
  (attribs.style ?? '')
    .match(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i'))?.[1]
    ?.trim()
    .toLowerCase();

const isBold = (weight: string | undefined) => weight !== undefined && /^(bold|bolder|[6-9]00)$/.test(weight);

/** A tag this list does not have: the tag goes, its words stay. */
const dropped = { tagName: 'span', attribs: {} };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a, 'rel'], img: [...RICH_TEXT_ATTRIBUTES.img] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Removed with what they hold, not only their tags.
  // Word's `<xml>` holds its settings as text ("Normal 0 false false"): gone with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'xml',
    'head',
  ],
  transformTags: {
    // A heading 1 of a pasted document is a section of the article (its page's h1 is the title); 5 and 6 are 4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold.
    b: (tagName, attribs) => {
      const weight = styleOf(attribs, 'font-weight');
      return (weight !== undefined && !isBold(weight)) || attribs.id?.startsWith('docs-internal-guid') ? dropped : { tagName, attribs: {} };
    },
    // Google Docs marks bold and italic by a span's style; any other span (fonts, sizes, colours, Word's mso-) goes.
    span: (_tagName, attribs) => {
      if (isBold(styleOf(attribs, 'font-weight'))) return { tagName: 'strong', attribs: {} };
      if (styleOf(attribs, 'font-style') === 'italic') return { tagName: 'em', attribs: {} };
      return dropped;
    },
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: Record<string, string> = {};
      // The one rule of every link staff enter (common/links.ts), written as the web sends it; else the link loses its address.
      if (href && isLink(href, 'rich-text')) kept.href = encodeLink(href);
      if (kept.href && /^https?:/i.test(kept.href)) kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const size = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? { value } : undefined);
      const kept: Record<string, string> = {};
      if (attribs.src) kept.src = attribs.src;
      kept.alt = attribs.alt ?? '';
      const width = size(attribs.width);
      const height = size(attribs.height);
      if (width) kept.width = width.value;
      if (height) kept.height = height.value;
      return { tagName, attribs: kept };
    },
  },
  // A picture from anywhere but this site's media library goes, tag and all; so does a paragraph with no words
  // and no picture (Word's <p><o:p>&nbsp;</o:p></p> between paragraphs).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isPicture(frame.attribs.src)) ||
    (frame.tag === 'p' && frame.mediaChildren.length === 0 && frame.text.replace(/&nbsp;|\u00a0|\s/g, '') === ''),
};

/** The HTML with only the allowed tags and attributes (common/rich-text.ts), a paste from Word or Google Docs put right first. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(fromOffice(html), OPTIONS);
}

/** A value of a field with its rich text cleaned, inside blocks and lists too; anything not of the field's shape is left to validation. */
export function cleanValue(f: Field, value: unknown): unknown {
  if (f.type === 'rich-text') return typeof value === 'string' ? cleanRichText(value) : value;
  if (f.type === 'list' && Array.isArray(value)) return value.map((entry) => cleanRecord(f.fields, entry));
  if (f.type === 'blocks' && Array.isArray(value)) {
    return value.map((block: unknown) => {
      const declaration = isRecord(block) && typeof block.type === 'string' ? blockNamed(block.type) : undefined;
      return declaration ? cleanRecord(declaration.fields, block) : block;
    });
  }
  return value;
}

/** A record's fields with their rich text cleaned (a body sent to the staff API, an item of a document). */
export function cleanRecord<T>(fields: Readonly<Record<string, Field>>, record: T): T {
  if (!isRecord(record)) return record;
  const hasRich = Object.entries(fields).some(
    ([name, f]) => name in record && (f.type === 'rich-text' || f.type === 'list' || f.type === 'blocks'),
  );
  if (!hasRich) return record;
  const cleaned: Record<string, unknown> = { ...record };
  for (const [name, f] of Object.entries(fields)) if (name in cleaned) cleaned[name] = cleanValue(f, cleaned[name]);
  return cleaned as T;
}

/** A content document (an import) with the rich text of every item and single document cleaned; the given one is left as it was. */
export function cleanDocument(document: ContentDocument): ContentDocument {
  const copy = structuredClone(document) as unknown as Record<string, unknown>;
  for (const { kind, item } of walkDocument(copy)) Object.assign(item, cleanRecord(kind.fields, item));
  for (const kind of KINDS.filter(isDocument)) {
    const single = copy[kind.documentKey];
    if (isRecord(single)) Object.assign(single, cleanRecord(kind.fields, single));
  }
  return copy as unknown as ContentDocument;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
