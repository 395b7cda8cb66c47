// The rules of a form staff build (common/kinds/forms.ts), one rule set for the browser and the server: the form's
// definition as visitors get it, read from the stored form; which fields are shown (conditions); and the check of a
// visitor's answers, with messages in the visitor's words naming the field. The server is the authority; the
// browser runs the same checks first. Pure: no React, no server code.
import { CONSENT_FIELD, CONSENT_VERSION_FIELD, HONEYPOT_FIELD, isKnownConsent } from './enquiry-rules.ts';
import { fillPlaces } from './languages.ts';
import { EMAIL_PATTERN } from './email-address.ts';
import { gstinProblem } from './gstin.ts';
import { FIRST_DAY_YEAR, LAST_DAY_YEAR } from './india-time.ts';
import { isBlankText } from './plain-text.ts';
import {
  FORM_FIELD_TYPES,
  FORM_FILE_TYPES,
  MAX_FORM_FILE_MB,
  MAX_FORM_STEPS,
  type FormFieldType,
  type FormFileType,
  type FormRecord,
} from './kinds/forms.ts';

export interface FormFieldDefinition {
  /**
   * The answer's name in a submission (the input's `name`): the label's Latin letters and digits, lower-cased and
   * joined by hyphens ("Your GSTIN" → "your-gstin"), "field-<n>" (its 1-based position) when the label has none;
   * unique in the form ("-2", "-3" after a repeat), never the hidden field's name or the consent box's ("Website" →
   * "website-2") nor a name of Object.prototype's ("Constructor" → "constructor-2", isReservedKey).
   */
  key: string;
  /** What the visitor reads: the label in the page's language. */
  label: string;
  /** The label in English where `label` is its translation: what sales read beside the answer. */
  labelInEnglish?: string;
  type: FormFieldType;
  help: string;
  /** Always false for a heading. */
  required: boolean;
  /** Choices of a select, radio or checkboxes field, in English: the lines of `options`, trimmed, empty and repeated ones left out. */
  options: string[];
  /**
   * What the visitor reads for each of `options`, in their order, where the choices are translated (line for line);
   * the answer sent is still the English choice, so conditions and sales read the same words in every language.
   */
  choices?: string[];
  /** A number's lowest answer ("1-500" → 1); null for none. */
  min: number | null;
  /** A number's highest answer, or a text's most characters ("200"); null for the type's usual. */
  max: number | null;
  default: string;
  /**
   * Shown only when the field with this key (an earlier field, named by its label in `show_when`, compared without
   * case and surrounding spaces) has one of `values` (any answer when empty). Null: always shown (also when the label
   * names no earlier field).
   */
  showWhen: { key: string; values: string[] } | null;
  /** 1-based, consecutive: steps that hold no field are left out and those after them renumbered. */
  step: number;
}

export interface FormDefinition {
  id: number;
  title: string;
  submitLabel: string;
  confirmation: string;
  /** A page of the site (or https:// address) to go to instead of the confirmation; '' for none. */
  redirect: string;
  fields: FormFieldDefinition[];
  /** How many steps (1 for a form in one piece). */
  steps: number;
}

/** What a visitor sends: each field's answer by key, as a JSON body or a form post gives it (a string, or several for checkboxes). */
export type FormInput = Readonly<Record<string, unknown>>;

/**
 * A file as a submission gives it: its name, its type as recognised from its bytes (the server's reading; the browser
 * gives the type it knows) and its size. Staff download it from the enquiry's page.
 */
export interface FormFile {
  name: string;
  type: string;
  bytes: number;
}

/** One stored answer, in the form's order: text, a number, the ticked choices, true for a ticked agreement, or a file. */
export interface FormAnswer {
  key: string;
  label: string;
  type: FormFieldType;
  value: string | number | boolean | string[] | FormFile;
}

export type FormErrors = Record<string, string>;

export type FormCheck =
  | { ok: true; answers: FormAnswer[]; contact: { full_name: string; email: string; phone: string } }
  | { ok: false; errors: FormErrors };

const KNOWN_TYPES: ReadonlySet<string> = new Set(FORM_FIELD_TYPES.map((type) => type.value));

/**
 * Most characters staff may let a text answer have: a larger limit is held to it. The server sizes what it reads of a
 * post by it (server/forms/limits.ts), so an answer within the form's limits is never cut off or refused as too large.
 */
export const MAX_FORM_TEXT_CHARACTERS = 5000;

/** Most characters of an answer when the field's limits give none. */
export const FORM_TEXT_LIMITS = { text: 200, 'long-text': MAX_FORM_TEXT_CHARACTERS, email: 254, phone: 20 } as const;

/** Answers that tick an agreement (compared without case); any other text leaves it unticked. */
const TICKED = ['true', 'on', 'yes'];

/** A lone UTF-16 surrogate: text that is not well-formed Unicode and cannot be stored as UTF-8 as sent. */
const LONE_SURROGATE = /\p{Cs}/u;
const LIMIT_MOST = /^\d+$/;
const LIMIT_RANGE = /^(-?\d+(?:\.\d+)?)\s*(?:-|to)\s*(-?\d+(?:\.\d+)?)$/i;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PIN = /^[1-9][0-9]{5}$/;

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * Words in the page's language: the English as written, `{name}` places filled; on a Marathi or Hindi page the
 * catalogue's message keyed by that English (`t` of useMessages, src/lib/language.tsx).
 */
export type FormWords = (english: string, values?: Readonly<Record<string, string | number>>) => string;

/** Every message of a form's answers in a language, in the visitor's words, naming the field by its label. */
export const formMessagesIn = (t: FormWords) => ({
  required: (label: string) => t('Please fill in {label}.', { label }),
  choiceRequired: (label: string) => t('Please choose an answer in {label}.', { label }),
  choicesRequired: (label: string) => t('Please choose at least one answer in {label}.', { label }),
  consentRequired: (label: string) => t('Please tick {label}.', { label }),
  malformed: (label: string) => t('{label} holds a broken character (half of an emoji or symbol). Please retype it.', { label }),
  notText: (label: string) => t('{label} must be text.', { label }),
  notOne: (label: string) => t('Please give one answer in {label}.', { label }),
  notChoices: (label: string) => t('{label} must be a list of the ticked choices.', { label }),
  notTicked: (label: string) => t('{label} must be ticked or left unticked.', { label }),
  tooLong: (label: string, max: number) => t('Please keep {label} to {max} characters or fewer.', { label, max: count(max) }),
  email: (label: string) => t('Please enter a valid email address in {label}, like name@company.com.', { label }),
  phone: (label: string) => t('Please enter an Indian phone number in {label}, such as 98220 12345 or 020 2553 1234.', { label }),
  number: (label: string) => t('{label} must be a number.', { label }),
  between: (label: string, min: number, max: number) =>
    t('{label} must be between {min} and {max}.', { label, min: String(min), max: String(max) }),
  atLeast: (label: string, min: number) => t('{label} must be at least {min}.', { label, min: String(min) }),
  atMost: (label: string, max: number) => t('{label} must be at most {max}.', { label, max: String(max) }),
  choice: (label: string) => t('Please choose one of the choices in {label}.', { label }),
  choices: (label: string) => t('Please choose only from the choices in {label}.', { label }),
  date: (label: string) => t('Please enter a real date in {label}, such as 2026-03-31.', { label }),
  dateRange: (label: string) => t('Please enter a date between the years 1900 and 2100 in {label}.', { label }),
  gstinShape: (label: string) => t('{label} must be 15 characters, such as 27AAPFU0939F1ZV.', { label }),
  gstinCheck: (label: string) =>
    t('In {label}, its last character does not match the others: please check it for a typing mistake.', { label }),
  pan: (label: string) => t('{label} must be 10 characters: 5 letters, 4 digits and a letter, such as AAPFU0939F.', { label }),
  pin: (label: string) => t('{label} must be a 6-digit PIN code, such as 411001.', { label }),
  fileType: (label: string) => t('{label} must be a PDF, JPEG or PNG file.', { label }),
  fileSize: (label: string, megabytes: number) =>
    t('Please choose a file of at most {megabytes} MB in {label}.', { label, megabytes: String(megabytes) }),
  consent: t('Please agree to the privacy notice so that we can store your enquiry and answer it.'),
});

export type FormMessages = ReturnType<typeof formMessagesIn>;

/** The messages in English (the server's, and an English page's). */
export const formMessages: FormMessages = formMessagesIn(fillPlaces);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's answer: only the input's own property (a key such as "constructor" is not read from the prototype). */
function answerOf(input: unknown, key: string): unknown {
  return isRecord(input) && Object.hasOwn(input, key) ? input[key] : undefined;
}

function keyFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "200" → most 200; "1-500", "1 to 500" → lowest 1, highest 500 (either way round); anything else → none. */
function readLimits(limits: string): { min: number | null; max: number | null } {
  const text = limits.trim();
  if (LIMIT_MOST.test(text)) return { min: null, max: Number(text) };
  const range = LIMIT_RANGE.exec(text);
  if (!range) return { min: null, max: null };
  const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
  return { min: low, max: high };
}

function storedStep(step: unknown): number {
  return typeof step === 'number' && Number.isFinite(step) ? Math.min(MAX_FORM_STEPS, Math.max(1, Math.round(step))) : 1;
}

/**
 * The names a submission carries besides the answers, which no answer's key may take: those with an underscore
 * (`form_id`, `consent_version`, `filled_ms`, …) never can; the hidden field is `website`, the consent box `consent`.
 */
const RESERVED_KEYS = [HONEYPOT_FIELD, CONSENT_FIELD];

/**
 * Whether an answer may not be called `key`: a name a submission carries besides the answers (RESERVED_KEYS), or a
 * name of Object.prototype's (`constructor`, `__proto__`, `toString`, …). A post with files is read by
 * @fastify/multipart, which refuses the whole post when a part's name is one of those (`name in Object.prototype`):
 * a field labelled "Constructor" would have made its form impossible to send.
 */
const isReservedKey = (key: string): boolean => RESERVED_KEYS.includes(key) || key in Object.prototype;

/** A choices field's lines, trimmed, empty and repeated ones left out. */
const linesOf = (options: string) => [...new Set(options.split(/\r?\n|\r/).map((line) => line.trim()))].filter(Boolean);

/**
 * The definition visitors get of a stored form: no recipients. `words` is the form in the page's language (its
 * translations in place of the English, docs/languages.md): what visitors read comes from it — labels, help, choices,
 * the button and the confirmation — and what the answers are comes from the English — the keys, the choices sent, the
 * conditions — so a form works the same in every language.
 */
export function formDefinition(record: FormRecord, words: FormRecord = record): FormDefinition {
  const steps = [...new Set(record.fields.map((stored) => storedStep(stored.step)))].sort((a, b) => a - b);
  const fields: FormFieldDefinition[] = [];
  // A key is never a reserved name (the hidden field's `website`, `constructor`): "Constructor" → "constructor-2".
  const keys = new Set<string>();
  record.fields.forEach((stored, index) => {
    const label = stored.label.trim();
    const base = keyFromLabel(label) || `field-${index + 1}`;
    let key = base;
    for (let repeat = 2; isReservedKey(key) || keys.has(key); repeat += 1) key = `${base}-${repeat}`;
    keys.add(key);
    const type: FormFieldType = KNOWN_TYPES.has(stored.type) ? (stored.type as FormFieldType) : 'text';
    const named = stored.show_when.trim().toLowerCase();
    // A heading has no answer to depend on: a condition naming one names no field.
    const dependsOn = named
      ? fields.find((earlier) => earlier.type !== 'heading' && (earlier.labelInEnglish ?? earlier.label).toLowerCase() === named)
      : undefined;
    const options = linesOf(stored.options);
    const shown = words.fields[index];
    const shownLabel = shown?.label.trim() || label;
    // Translated choices are used only line for line: a translation of other English (a choice added since) is not.
    const choices = shown ? linesOf(shown.options) : options;
    fields.push({
      key,
      label: shownLabel,
      ...(shownLabel !== label ? { labelInEnglish: label } : {}),
      type,
      help: shown?.help.trim() ? shown.help : stored.help,
      required: type !== 'heading' && stored.required,
      options,
      ...(choices.length === options.length && choices.some((choice, at) => choice !== options[at]) ? { choices } : {}),
      ...readLimits(stored.limits),
      default: stored.default,
      showWhen: dependsOn
        ? {
            key: dependsOn.key,
            values: stored.show_values
              .split(',')
              .map((value) => value.trim())
              .filter(Boolean),
          }
        : null,
      step: steps.indexOf(storedStep(stored.step)) + 1,
    });
  });
  return {
    id: record.id,
    title: record.title,
    submitLabel: words.submit_label.trim() || record.submit_label,
    confirmation: words.confirmation.trim() || record.confirmation,
    redirect: record.redirect,
    fields,
    steps: Math.max(1, steps.length),
  };
}

function isTicked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TICKED.includes(value.trim().toLowerCase()));
}

/** The words of an answer a condition compares: a text, a number, each ticked choice; "yes" for a ticked agreement. */
function answerWords(field: FormFieldDefinition, value: unknown): string[] {
  if (field.type === 'consent') return isTicked(value) ? ['yes'] : [];
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : typeof item === 'number' && Number.isFinite(item) ? String(item) : ''))
    .filter(Boolean);
}

/**
 * The heading a step opens with when it has a condition: the whole step shows only when it does (a step of a form
 * that asks only some visitors). Undefined when the step opens with anything else, or with a heading always shown.
 */
function stepHeading(definition: FormDefinition, step: number): FormFieldDefinition | undefined {
  const first = definition.fields.find((field) => field.step === step);
  return first?.type === 'heading' && first.showWhen ? first : undefined;
}

/**
 * A field depends only on earlier ones (its condition's field, its step's heading), so a chain is never longer than
 * the form; a definition read from elsewhere whose conditions go round in a circle shows none of the fields in it.
 */
function isShown(definition: FormDefinition, field: FormFieldDefinition, input: unknown, depth: number): boolean {
  if (depth > definition.fields.length) return false;
  const heading = stepHeading(definition, field.step);
  if (heading && heading !== field && !isShown(definition, heading, input, depth + 1)) return false;
  const condition = field.showWhen;
  if (!condition) return true;
  const dependsOn = definition.fields.find((other) => other.key === condition.key);
  if (!dependsOn) return true;
  if (!isShown(definition, dependsOn, input, depth + 1)) return false;
  const words = answerWords(dependsOn, answerOf(input, dependsOn.key));
  if (condition.values.length === 0) return words.length > 0;
  const wanted = condition.values.map((value) => value.trim().toLowerCase());
  return words.some((word) => wanted.includes(word.toLowerCase()));
}

/**
 * Whether a field is shown for these answers: its condition holds, the field it depends on is shown too, and so is the
 * heading its step opens with when that heading has a condition.
 */
export function isFieldShown(definition: FormDefinition, field: FormFieldDefinition, input: FormInput): boolean {
  return isShown(definition, field, input, 0);
}

/** Whether a field is asked only on a condition: its own, or its step's heading's. */
export function isConditional(definition: FormDefinition, field: FormFieldDefinition): boolean {
  return field.showWhen !== null || stepHeading(definition, field.step) !== undefined;
}

/** The steps these answers show, in order: a step none of whose fields is shown is passed over. Never empty. */
export function shownSteps(definition: FormDefinition, input: FormInput): number[] {
  const steps = new Set(definition.fields.filter((field) => isFieldShown(definition, field, input)).map((field) => field.step));
  return steps.size === 0 ? [1] : [...steps].sort((a, b) => a - b);
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidPan(value: string): boolean {
  return PAN.test(compact(value));
}

export function isValidPin(value: string): boolean {
  return PIN.test(compact(value));
}

/**
 * An Indian mobile or landline: digits, spaces, hyphens, parentheses and a leading +; then +91, 91 (12 digits) or 0
 * before 10 digits, the first 2–9 (a mobile starts 6–9, an STD code and number 2–8).
 */
export function isValidIndianPhone(value: string): boolean {
  const text = value.trim();
  if (text.length > FORM_TEXT_LIMITS.phone || !PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const national = text.startsWith('+')
    ? digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : ''
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[2-9][0-9]{9}$/.test(national);
}

function dateProblem(text: string): 'date' | 'dateRange' | undefined {
  const parts = DATE.exec(text);
  if (!parts) return 'date';
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === undefined || day < 1 || day > days) return 'date';
  return year < FIRST_DAY_YEAR || year > LAST_DAY_YEAR ? 'dateRange' : undefined;
}

/** An answer read: the value to store (undefined: none, left out of the answers) or the message. */
type Reading = { value: FormAnswer['value'] | undefined } | { error: string };

const NONE: Reading = { value: undefined };

/** Left out, null, nothing to read (only spaces and invisible characters: common/plain-text.ts), or no ticked choice. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isBlankText(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() === '');
}

function missing(field: FormFieldDefinition, m: FormMessages): Reading {
  if (!field.required) return NONE;
  const { label, type } = field;
  if (type === 'consent') return { error: m.consentRequired(label) };
  if (type === 'checkboxes') return { error: m.choicesRequired(label) };
  if (type === 'select' || type === 'radio') return { error: m.choiceRequired(label) };
  return { error: m.required(label) };
}

function readConsent(field: FormFieldDefinition, value: unknown, m: FormMessages): Reading {
  if (value !== undefined && value !== null && typeof value !== 'boolean' && typeof value !== 'string') {
    return { error: m.notTicked(field.label) };
  }
  if (typeof value === 'string' && LONE_SURROGATE.test(value)) return { error: m.malformed(field.label) };
  return isTicked(value) ? { value: true } : missing(field, m);
}

function readCheckboxes(field: FormFieldDefinition, value: unknown, m: FormMessages): Reading {
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items) || items.some((item) => typeof item !== 'string')) return { error: m.notChoices(field.label) };
  const ticked = (items as string[]).map((item) => item.trim()).filter(Boolean);
  if (ticked.some((item) => LONE_SURROGATE.test(item))) return { error: m.malformed(field.label) };
  if (ticked.some((item) => !field.options.includes(item))) return { error: m.choices(field.label) };
  return { value: field.options.filter((option) => ticked.includes(option)) };
}

function readNumber(field: FormFieldDefinition, value: unknown, m: FormMessages): Reading {
  const { label, min, max } = field;
  const text = typeof value === 'string' ? value.trim() : '';
  const number = typeof value === 'number' ? value : NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(number)) return { error: m.number(label) };
  if ((min !== null && number < min) || (max !== null && number > max)) {
    if (min !== null && max !== null) return { error: m.between(label, min, max) };
    return { error: min !== null ? m.atLeast(label, min) : m.atMost(label, max ?? number) };
  }
  return { value: number };
}

/** The check of a one-line or long answer, trimmed and not empty: the message, or the text to store. */
function readText(field: FormFieldDefinition, text: string, m: FormMessages): Reading {
  const { label, type } = field;
  const error = (message: string): Reading => ({ error: message });
  switch (type) {
    case 'text':
    case 'long-text': {
      const most = textLimitOf(field);
      const kept = type === 'long-text' ? text.replace(/\r\n?/g, '\n') : text;
      return kept.length > most ? error(m.tooLong(label, most)) : { value: kept };
    }
    case 'email':
      if (text.length > FORM_TEXT_LIMITS.email) return error(m.tooLong(label, FORM_TEXT_LIMITS.email));
      return EMAIL_PATTERN.test(text) ? { value: text } : error(m.email(label));
    case 'phone':
      return isValidIndianPhone(text) ? { value: text } : error(m.phone(label));
    case 'select':
    case 'radio':
      return field.options.includes(text) ? { value: text } : error(m.choice(label));
    case 'date': {
      const problem = dateProblem(text);
      return problem ? error(m[problem](label)) : { value: text };
    }
    case 'gstin': {
      const gstin = compact(text);
      if (gstin.length !== 15) return error(m.gstinShape(label));
      const problem = gstinProblem(gstin);
      if (problem === 'check') return error(m.gstinCheck(label));
      return problem ? error(m.gstinShape(label)) : { value: gstin };
    }
    case 'pan':
      return isValidPan(text) ? { value: compact(text) } : error(m.pan(label));
    case 'pin':
      return isValidPin(text) ? { value: compact(text) } : error(m.pin(label));
    default:
      return NONE;
  }
}

/**
 * The most characters of a field's answer: a text's limit (at most MAX_FORM_TEXT_CHARACTERS) or its type's usual; for
 * the other types, whose answers are shorter still, MAX_FORM_TEXT_CHARACTERS.
 */
export function textLimitOf(field: Pick<FormFieldDefinition, 'type' | 'max'>): number {
  const { type, max } = field;
  if (type === 'text' || type === 'long-text')
    return max !== null && max >= 1 ? Math.min(MAX_FORM_TEXT_CHARACTERS, Math.floor(max)) : FORM_TEXT_LIMITS[type];
  return type === 'email' || type === 'phone' ? FORM_TEXT_LIMITS[type] : MAX_FORM_TEXT_CHARACTERS;
}

/** Types whose answer may be sent as a JSON number as well as text. */
const NUMBERS_AS_TEXT: ReadonlySet<FormFieldType> = new Set(['text', 'long-text', 'phone', 'pin']);

/** The most megabytes a file field takes: its limit, at most MAX_FORM_FILE_MB. */
export const fileLimitOf = (field: Pick<FormFieldDefinition, 'max'>): number =>
  field.max !== null && field.max >= 1 ? Math.min(MAX_FORM_FILE_MB, field.max) : MAX_FORM_FILE_MB;

function isFormFile(value: unknown): value is FormFile {
  return isRecord(value) && typeof value.name === 'string' && typeof value.type === 'string' && typeof value.bytes === 'number';
}

function readFile(field: FormFieldDefinition, value: unknown, m: FormMessages): Reading {
  if (value === undefined || value === null || value === '' || (isFormFile(value) && value.bytes === 0)) return missing(field, m);
  if (!isFormFile(value) || !(FORM_FILE_TYPES as readonly string[]).includes(value.type)) return { error: m.fileType(field.label) };
  const most = fileLimitOf(field);
  if (value.bytes > most * 1024 * 1024) return { error: m.fileSize(field.label, most) };
  return { value: { name: value.name, type: value.type as FormFileType, bytes: value.bytes } };
}

function readAnswer(field: FormFieldDefinition, value: unknown, m: FormMessages): Reading {
  const { label, type } = field;
  if (type === 'heading') return NONE;
  if (type === 'file') return readFile(field, value, m);
  if (type === 'consent') return readConsent(field, value, m);
  if (isEmpty(value)) return missing(field, m);
  if (type === 'checkboxes') return readCheckboxes(field, value, m);
  if (Array.isArray(value)) return { error: m.notOne(label) };
  if (typeof value === 'string' && LONE_SURROGATE.test(value)) return { error: m.malformed(label) };
  if (type === 'number') return readNumber(field, value, m);
  if (typeof value === 'number' && Number.isFinite(value) && NUMBERS_AS_TEXT.has(type)) return readText(field, String(value), m);
  return typeof value === 'string' ? readText(field, value.trim(), m) : { error: m.notText(label) };
}

/** The message for one answer of a shown field (undefined when it is right), in the visitor's words, naming the field. */
export function fieldError(field: FormFieldDefinition, value: unknown, messages: FormMessages = formMessages): string | undefined {
  const reading = readAnswer(field, value, messages);
  return 'error' in reading ? reading.error : undefined;
}

/** A label naming something other than the person who writes (an enquiry is named after the person). */
const NOT_A_PERSON =
  /\b(?:company|business|firm|organi[sz]ation|shop|store|brand|product|project|file|domain|account|bank|branch|trade|legal|school|college|institute|employer|entity|group|website|site)\b/i;

/**
 * Checks a submission: every shown field's answer (of `step` only, when given), hidden fields' answers dropped,
 * unknown names ignored, anything that is not an object read as an empty one.
 */
export function checkFormAnswers(
  definition: FormDefinition,
  input: unknown,
  options: { step?: number; messages?: FormMessages } = {},
): FormCheck {
  const given: FormInput = isRecord(input) ? input : {};
  const messages = options.messages ?? formMessages;
  const errors: FormErrors = {};
  const answers: FormAnswer[] = [];
  for (const field of definition.fields) {
    if (field.type === 'heading' || (options.step !== undefined && field.step !== options.step)) continue;
    if (!isFieldShown(definition, field, given)) continue;
    const reading = readAnswer(field, answerOf(given, field.key), messages);
    if ('error' in reading) errors[field.key] ??= reading.error;
    // Sales read the answers beside the English labels, whatever language the form was filled in.
    else if (reading.value !== undefined)
      answers.push({ key: field.key, label: field.labelInEnglish ?? field.label, type: field.type, value: reading.value });
  }
  if (options.step === undefined && !isKnownConsent(answerOf(given, CONSENT_VERSION_FIELD))) {
    errors[CONSENT_VERSION_FIELD] = messages.consent;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const first = (test: (answer: FormAnswer) => boolean) => {
    const value = answers.find(test)?.value;
    return typeof value === 'string' ? value : '';
  };
  const named = (answer: FormAnswer) => answer.type === 'text' && /name/i.test(answer.label);
  return {
    ok: true,
    answers,
    contact: {
      // The person's name ("Your name" after "Company name"); a form asking only a company's gives that.
      full_name: first((answer) => named(answer) && !NOT_A_PERSON.test(answer.label)) || first(named),
      email: first((answer) => answer.type === 'email'),
      phone: first((answer) => answer.type === 'phone'),
    },
  };
}

/** The answers as "Label: answer" lines: the enquiry's text, for its search and export (in English: `t` for another language). */
export function answersText(answers: readonly FormAnswer[], t: FormWords = fillPlaces): string {
  return answers
    .map(({ label, value }) => {
      const text = Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'boolean'
          ? value
            ? t('Yes')
            : t('No')
          : typeof value === 'object'
            ? `${value.name} (${Math.max(1, Math.round(value.bytes / 1024)).toLocaleString('en-IN')} KB)`
            : String(value);
      return `${label}: ${text}`;
    })
    .join('\n');
}

/**
 * The answers as the visitor read the form (the reply e-mailed to them): "Label: answer" lines with the form's labels
 * and choices in its language, `t` its words.
 */
export function answersAsShown(definition: FormDefinition, answers: readonly FormAnswer[], t: FormWords = fillPlaces): string {
  const fields = new Map(definition.fields.map((field) => [field.key, field]));
  return answersText(
    answers.map((answer) => {
      const field = fields.get(answer.key);
      const shown = (choice: string) => field?.choices?.[field.options.indexOf(choice)] ?? choice;
      const { value } = answer;
      return {
        ...answer,
        label: field?.label ?? answer.label,
        value: Array.isArray(value) ? value.map(shown) : typeof value === 'string' ? shown(value) : value,
      };
    }),
    t,
  );
}
