// Forms staff build (docs/forms.md): a form as visitors get it, and a visitor's answers taken in — checked with the
// rules the browser runs (common/form-rules.ts), stored as an enquiry in one INSERT with the form's id and name, the
// answers in the form's order and where the visit came from, then e-mailed. What the visitor wrote never reaches a log.
import {
  answersAsShown,
  answersText,
  checkFormAnswers,
  formDefinition,
  formMessagesIn,
  isFieldShown,
  textLimitOf,
  type FormDefinition,
  type FormErrors,
} from '../../common/form-rules.ts';
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '../../common/languages.ts';
import { forms, type FormRecord } from '../../common/kinds/forms.ts';
import { isHoneypotFilled, readEnquiryContext } from '../../common/enquiry-rules.ts';
import { MAX_ID } from '../../common/api-contract.ts';
import type { ContentStore } from '../db/content-store.ts';
import { viewById } from '../db/content-items.ts';
import type { VisitorReply } from '../api/enquiry-mail.ts';
import type { EnquiryInbox, EnquiryRecord } from '../db/enquiry-inbox.ts';
import { EnquiryFiles } from '../db/enquiry-files.ts';
import type { ReadParams } from '../kinds/index.ts';
import { withTranslations } from '../db/public-reads.ts';
import { languageParam } from '../shared/responses.ts';
import { wordsIn } from '../shared/words.ts';

import type { ReceivedFile } from './uploads.ts';

/** A form's id as a query or a post gives it: a whole number from 1, else undefined. */
export function formIdOf(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The stored form, recipients included; undefined when there is none. */
export function storedForm(store: ContentStore, id: number): FormRecord | undefined {
  return viewById(store.db, forms, id) as unknown as FormRecord | undefined;
}

/** The form's words in a language: its translations in place of the English (docs/languages.md). */
function formIn(store: ContentStore, record: FormRecord, lang: Language): FormRecord {
  if (lang === DEFAULT_LANGUAGE) return record;
  const [words] = withTranslations(store.db, forms, [structuredClone(record) as unknown as Record<string, unknown> & { id: number }], lang);
  return words as unknown as FormRecord;
}

/**
 * GET /api/get-form/?id=&lang=: the form as visitors fill it in (no recipients), in the page's language; null when
 * there is none. A `lang` other than mr or hi is a 400.
 */
export function readForm(store: ContentStore, params: ReadParams): FormDefinition | null {
  const lang = languageParam(params.lang);
  const id = formIdOf(params.id);
  const record = id === undefined ? undefined : storedForm(store, id);
  return record ? formDefinition(record, formIn(store, record, lang)) : null;
}

export type FormIntake =
  /** Stored (or dropped as a bot's, which looks the same to it). */
  | { kind: 'sent'; definition: FormDefinition; stored?: EnquiryRecord; notify: string[]; reply?: VisitorReply }
  | { kind: 'refused'; definition: FormDefinition; errors: FormErrors }
  | { kind: 'no-form' };

/** The recipients a form names besides the sales team (its notify field, checked when saved). */
const recipientsOf = (record: FormRecord) =>
  record.notify
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * How long the visitor took to fill the form in, in ms, as the page's script measured it on the visitor's own clock
 * (`filled_ms`): undefined when the post does not say (one sent without scripts) or says something else.
 */
function filledMsOf(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/**
 * Takes a visitor's answers to a form: refused with a message per field, or stored as an enquiry (unless the hidden
 * field was filled or the form was filled in too quickly: then nothing is stored, and the answer is the same).
 */
export function takeAnswers(
  store: ContentStore,
  inbox: EnquiryInbox,
  input: Readonly<Record<string, unknown>>,
  /** Answers filled in more quickly are a bot's (FORM_MIN_FILL_SECONDS). */
  minFillSeconds: number,
  /** The files of a multipart post whose bytes were recognised, by field: what a file answer must have sent. */
  files: ReadonlyMap<string, ReceivedFile> = new Map(),
  /** The fields of a multipart post whose value was cut off, longer than any answer a form takes. */
  cut: ReadonlySet<string> = new Set(),
): FormIntake {
  const id = formIdOf(input.form_id);
  const record = id === undefined ? undefined : storedForm(store, id);
  if (!record) return { kind: 'no-form' };
  // In the language of the page it was sent from: its messages, confirmation and reply are; its answers are the
  // English choices under the English labels, as sales read them.
  const { lang } = languageOfPath(typeof input.sent_from_page === 'string' ? input.sent_from_page : '/');
  const words = formIn(store, record, lang);
  const definition = formDefinition(record, words);
  const messages = formMessagesIn(wordsIn(lang));
  // The time taken is the visitor's clock against itself: a clock minutes off the server's times it as well. A post
  // that does not say (sent without scripts) is not timed.
  const filledMs = filledMsOf(input.filled_ms);
  if (isHoneypotFilled(input) || (filledMs !== undefined && filledMs < minFillSeconds * 1000))
    return { kind: 'sent', definition, notify: [] };
  const check = checkFormAnswers(definition, input, { messages });
  // An answer cut off as the post was read is refused at its field as too long, never stored cut.
  const cutOff = definition.fields.filter((field) => cut.has(field.key) && isFieldShown(definition, field, input));
  if (cutOff.length > 0) {
    const tooLong = cutOff.map((field) => [field.key, messages.tooLong(field.label, textLimitOf(field))]);
    return { kind: 'refused', definition, errors: { ...(check.ok ? {} : check.errors), ...Object.fromEntries(tooLong) } };
  }
  if (!check.ok) return { kind: 'refused', definition, errors: check.errors };
  // A file answer is a file sent with the post (a JSON body carries none).
  const unsent = check.answers.filter((answer) => answer.type === 'file' && !files.has(answer.key));
  if (unsent.length > 0)
    return {
      kind: 'refused',
      definition,
      errors: Object.fromEntries(
        unsent.map((answer) => [
          answer.key,
          messages.fileType(definition.fields.find((field) => field.key === answer.key)?.label ?? answer.label),
        ]),
      ),
    };
  // The enquiry and its files, together or not at all.
  const stored = store.db.transaction(() => {
    const added = inbox.add(
      { ...check.contact, page_details: '', project_brief: answersText(check.answers) },
      { ...readEnquiryContext(input), form_id: record.id, form_name: record.title, answers: JSON.stringify(check.answers) },
    );
    const kept = new EnquiryFiles(store.db);
    for (const answer of check.answers) {
      const file = answer.type === 'file' ? files.get(answer.key) : undefined;
      if (file) kept.add(added.id, answer.key, file.name, file.type, file.data);
    }
    return added;
  })();
  // A form without a reply sends none, in any language.
  const reply = record.reply.trim() && (words.reply.trim() || record.reply.trim());
  return {
    kind: 'sent',
    definition,
    stored,
    notify: recipientsOf(record),
    ...(reply ? { reply: { lang, text: reply, answers: answersAsShown(definition, check.answers, wordsIn(lang)) } } : {}),
  };
}
