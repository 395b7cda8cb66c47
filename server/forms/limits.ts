// How large a form's post may be (docs/forms.md), worked out from the most a form holds — MAX_FORM_FIELDS answers
// (common/kinds/forms.ts), each of at most MAX_FORM_TEXT_CHARACTERS characters (common/form-rules.ts; a choice's answer
// is at most its field's 2,000 characters of choices) — in the way each kind of post carries them, so that answers
// within a form's limits are never refused as too large nor cut off, and anything larger is not read.
import { MAX_FORM_TEXT_CHARACTERS } from '../../common/form-rules.ts';
import { MAX_FORM_FIELDS } from '../../common/kinds/forms.ts';

/** Bytes of UTF-8 one character of an answer takes at most: a Devanagari letter's three (an emoji's four are two characters). */
const UTF8_BYTES = 3;
/** Percent-encoded in a plain form post, each of those bytes is three ("%E0"): nine for a Devanagari letter. */
const PERCENT_ENCODED_BYTES = 3 * UTF8_BYTES;
/** An answer's name at its longest: made from a label of at most 200 characters, "-2" after a repeat. */
export const MAX_NAME_BYTES = 210;
/** A name with what separates it from its value and the next ("=", "&"). */
const NAME_BYTES = MAX_NAME_BYTES + 10;
/**
 * The post's own fields besides the answers — the form's id, the consent version, the page, where the visit came from,
 * the hidden field, how long the visitor took — each a few hundred characters at most, percent-encoded.
 */
const OWN_FIELDS_BYTES = 16 * 1024;
/** A multipart part's own lines: its boundary and its Content-Disposition naming the field. */
const PART_HEADER_BYTES = 400;

/** One answer's value as UTF-8 at its longest (a field of a multipart post), with room for spaces around it, which are not counted. */
export const MAX_ANSWER_BYTES = MAX_FORM_TEXT_CHARACTERS * UTF8_BYTES + 1024;

/** A plain form post (application/x-www-form-urlencoded) at its largest: every answer at its longest, percent-encoded. */
export const MAX_FORM_POST_BODY = MAX_FORM_FIELDS * (NAME_BYTES + MAX_FORM_TEXT_CHARACTERS * PERCENT_ENCODED_BYTES) + OWN_FIELDS_BYTES;

/** A JSON post at its largest: every answer at its longest as UTF-8 (a quote or a line break, escaped, takes two bytes). */
export const MAX_FORM_JSON_BODY = MAX_FORM_FIELDS * (NAME_BYTES + MAX_FORM_TEXT_CHARACTERS * UTF8_BYTES) + OWN_FIELDS_BYTES;

/** The answers of a multipart post at their largest, without its files: each value as UTF-8 in a part of its own. */
export const MAX_MULTIPART_ANSWERS_BYTES = MAX_FORM_FIELDS * (PART_HEADER_BYTES + MAX_ANSWER_BYTES) + OWN_FIELDS_BYTES;
