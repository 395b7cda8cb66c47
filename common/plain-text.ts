// What every typed text shares, on the server and in the browser: when a text holds nothing to read, and what one line
// of plain text (a name, a title) or several lines of it (a summary, a description) may not hold. A visitor's name on
// the contact and quotation forms is cleaned to one line (oneLine); a text staff type (a display name, a content title)
// is refused with a message (breaksOneLine), and so is a long text (breaksPlainLines).
// The joiners Marathi and Hindi words are written with (U+200C, U+200D) are format characters: alone they are nothing
// to read, beside letters they are kept.

/** Whitespace, control characters (Cc) and format characters (Cf: zero-width space and joiners, direction marks and overrides, the byte-order mark). */
const NOTHING_TO_READ = /[\s\p{Cc}\p{Cf}]/gu;

/** The embeddings, overrides and isolates that turn the text after them around (U+202A–U+202E, U+2066–U+2069). */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/** What one line of plain text may not hold: a control character (a tab, a line break), a line or paragraph separator, a direction control. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * What several lines of plain text may not hold: a control character other than a tab and a line break (CR, LF), a
 * line or paragraph separator, a direction control. The separators are refused rather than kept: the pages split a
 * long text into paragraphs at its empty lines (line feeds), and a separator pasted from elsewhere shows as a break
 * in some places and as nothing in others, so staff are asked for an ordinary line break instead.
 */
const NOT_PLAIN_LINES = /(?![\t\n\r])[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * Whether a text holds nothing to read: empty once whitespace, control and format characters are taken out (a
 * zero-width space alone is as empty as a space). A required text that is blank gets its "required" message.
 */
export function isBlankText(text: string): boolean {
  return text.replace(NOTHING_TO_READ, '') === '';
}

/** What the content editor and Translations say of a one-line field that breaksOneLine (after the field's name). */
export const ONE_LINE_MESSAGE = 'must be one line of plain text: no control characters (a tab, a line break) or direction overrides';

/** Whether a text meant for one line holds a control character, a line or paragraph separator or a direction control. */
export function breaksOneLine(text: string): boolean {
  return NOT_ONE_LINE.test(text);
}

/** What the content editor and Translations say of a long-text field that breaksPlainLines (after the field's name). */
export const PLAIN_LINES_MESSAGE =
  'must be plain text: no control characters other than tabs and line breaks, and no line separators or direction overrides';

/**
 * Whether a text meant for several lines (a summary, a description) holds a control character other than a tab or a
 * line break, a line or paragraph separator or a direction control. Joiners and direction marks are kept.
 */
export function breaksPlainLines(text: string): boolean {
  return NOT_PLAIN_LINES.test(text);
}

/**
 * A text as one line, trimmed: each run of control characters and whitespace becomes one space, direction controls
 * are taken out; a text with nothing to read becomes ''. Every other character is kept as typed, joiners included.
 */
export function oneLine(text: string): string {
  const line = text
    .replace(DIRECTION_CONTROLS, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  return isBlankText(line) ? '' : line;
}
