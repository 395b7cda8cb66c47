// The helpers of the form block (src/kinds/forms.tsx): its read (the form's definition, checked where it enters), the
// answers kept in the tab while the visitor types (a chosen file only in the page: the tab cannot keep it), the post
// (JSON, or multipart/form-data for a form with a file field) and how it failed; and its controls — one field of each
// type, the privacy consent box and the steps' progress, each labelled, its help and its message tied to it.
import type { ChangeEvent, Ref } from 'react';

import { env } from '@/config/env';
import { ApiError, apiPost } from '@/lib/api-client';
import { contentQuery, type ContentQuery } from '@/lib/page-data';
import { isRecord, listOf, toId, toText } from '@/lib/validate';
import { apiPaths } from '@common/api-contract';
import {
  fileLimitOf,
  isFieldShown,
  type FormDefinition,
  type FormErrors,
  type FormFieldDefinition,
  type FormFile,
  type FormInput,
} from '@common/form-rules';
import { FORM_FIELD_TYPES, FORM_FILE_TYPES, type FormFieldType } from '@common/kinds/forms';
import { RequiredMark } from '@/components/enquiry-form/components/consent-box';
import { useEnglishMark, useMessages } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';

/** A field's answer as the form holds it: text, the ticked choices, whether an agreement is ticked, or the file chosen. */
export type FormValue = string | string[] | boolean | File;

/** The answers of a form, by field key. */
export type Answers = Record<string, FormValue>;

/** Whether an answer is a file the visitor chose (a file field holds '' until then). */
export const isChosenFile = (value: FormValue | undefined): value is File => typeof value === 'object' && !Array.isArray(value);

/** The answers as the rules read them: a chosen file by its name, type and size. */
export function ruleInput(answers: Answers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      isChosenFile(value) ? ({ name: value.name, type: value.type, bytes: value.size } satisfies FormFile) : value,
    ]),
  );
}

const FIELD_TYPES: ReadonlySet<string> = new Set(FORM_FIELD_TYPES.map((type) => type.value));
const texts = (value: unknown) => listOf(value, (item) => (typeof item === 'string' ? item : undefined));
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function parseField(value: unknown): FormFieldDefinition | undefined {
  if (!isRecord(value) || typeof value.key !== 'string' || !value.key || !FIELD_TYPES.has(toText(value.type))) return undefined;
  const showWhen = isRecord(value.showWhen) && typeof value.showWhen.key === 'string' ? value.showWhen : null;
  return {
    key: value.key,
    label: toText(value.label),
    ...(typeof value.labelInEnglish === 'string' ? { labelInEnglish: value.labelInEnglish } : {}),
    type: value.type as FormFieldType,
    help: toText(value.help),
    required: value.required === true,
    options: texts(value.options),
    ...(Array.isArray(value.choices) ? { choices: texts(value.choices) } : {}),
    min: numberOrNull(value.min),
    max: numberOrNull(value.max),
    default: toText(value.default),
    showWhen: showWhen && { key: toText(showWhen.key), values: texts(showWhen.values) },
    step: toId(value.step) ?? 1,
  };
}

/** GET apiPaths.form's answer read once, where it enters: a form whose fields are all there, or null. */
function parseDefinition(value: unknown): FormDefinition | null {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined) return null;
  const fields = listOf(value.fields, parseField);
  return {
    id,
    title: toText(value.title),
    submitLabel: toText(value.submitLabel) || 'Send',
    confirmation: toText(value.confirmation),
    redirect: toText(value.redirect),
    fields,
    steps: Math.max(1, ...fields.map((field) => field.step)),
  };
}

/** A form block's read: the form's definition (null when it was deleted, or none is chosen). */
export function formQuery(id: number | null): ContentQuery<FormDefinition | null> {
  return contentQuery(`form-${id ?? 'none'}`, async (read) =>
    id === null ? null : parseDefinition(await read(apiPaths.form, { params: { id } })),
  );
}

/** The answers a form starts with: each field's default ("Starts as"), a checkbox list's as its ticked choices. */
export function startingAnswers(definition: FormDefinition): Answers {
  const answers: Answers = {};
  for (const field of definition.fields) {
    if (field.type === 'heading') continue;
    if (field.type === 'consent') answers[field.key] = false;
    else if (field.type === 'file') answers[field.key] = '';
    else if (field.type === 'checkboxes')
      answers[field.key] = field.default
        .split(',')
        .map((value) => value.trim())
        .filter((value) => field.options.includes(value));
    else answers[field.key] = field.default;
  }
  return answers;
}

/** The answers sent: the shown fields' only (a field whose condition does not hold is not sent), an agreement only when ticked. */
export function shownAnswers(definition: FormDefinition, answers: Answers, input: FormInput): Answers {
  const shown = definition.fields.filter((field) => field.type !== 'heading' && isFieldShown(definition, field, input));
  return Object.fromEntries(shown.flatMap((field) => (answers[field.key] === false ? [] : [[field.key, answers[field.key]!]])));
}

/** The staff preview's line on the form: what visitors will fill in, or why there is nothing. */
export function previewLine(formId: number | null, status: string, definition: FormDefinition | null): string {
  if (formId === null) return 'Choose the form to show here.';
  if (status === 'loading') return 'Loading the form…';
  if (!definition) return 'This form could not be found: it may have been deleted. Choose another.';
  const labels = definition.fields.filter((field) => field.type !== 'heading').map((field) => field.label);
  return `The form “${definition.title}”: ${labels.join(', ')}, and ${definition.submitLabel}.`;
}

/** What the tab keeps of a form being filled in, under `form-<id>`. */
export interface StoredForm {
  answers: Answers;
  step: number;
  /** When the visitor first saw the form (ms since the epoch). */
  startedAt: number;
}

const storageKey = (id: number) => `form-${id}`;

/**
 * How long the visitor has taken since `startedAt`, in ms on their own clock (`filled_ms` of a post): the server compares
 * it with the least time a person takes, never this clock with its own (a phone's may be minutes off). Undefined
 * before the form was seen, or when the clock was put back meanwhile.
 */
export function filledSince(startedAt: number | undefined): number | undefined {
  const filled = startedAt === undefined ? NaN : Date.now() - startedAt;
  return filled >= 0 ? filled : undefined;
}

/** A stored answer, when it is one the field can hold. */
function storedValue(field: FormFieldDefinition, value: unknown): FormValue | undefined {
  if (field.type === 'file') return undefined;
  if (field.type === 'checkboxes') return Array.isArray(value) ? texts(value).filter((item) => field.options.includes(item)) : undefined;
  if (field.type === 'consent') return typeof value === 'boolean' ? value : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** What the tab kept of this form, its answers held to its fields now; undefined for nothing (or no storage). */
export function readStored(definition: FormDefinition): Partial<StoredForm> | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(definition.id)) ?? 'null');
    if (!isRecord(stored) || !isRecord(stored.answers)) return undefined;
    const kept = stored.answers;
    const answers: Answers = {};
    for (const field of definition.fields) {
      const value = Object.hasOwn(kept, field.key) ? storedValue(field, kept[field.key]) : undefined;
      if (value !== undefined) answers[field.key] = value;
    }
    const step = toId(stored.step);
    const startedAt = numberOrNull(stored.startedAt);
    return {
      answers,
      step: step !== undefined && step <= definition.steps ? step : 1,
      startedAt: startedAt !== null && startedAt > 0 ? startedAt : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Keeps the form's state in the tab, its files left out (the tab keeps text only); when storage is refused (private
 * mode, a full quota) the form works without it.
 */
export function storeAnswers(id: number, stored: StoredForm): void {
  const answers = Object.fromEntries(Object.entries(stored.answers).filter(([, value]) => !isChosenFile(value)));
  try {
    sessionStorage.setItem(storageKey(id), JSON.stringify({ ...stored, answers }));
  } catch {
    // Nothing kept: a reload starts the form again.
  }
}

export function clearAnswers(id: number): void {
  try {
    sessionStorage.removeItem(storageKey(id));
  } catch {
    // Nothing was kept.
  }
}

export type SendFailure =
  /** The server refused some answers (400): its messages, by the fields' keys this form has. */
  | { kind: 'fields'; errors: FormErrors }
  /** The form was deleted since the page was drawn (404). */
  | { kind: 'gone' }
  /** Refused as a whole, and the server said why (a 400 without fields). */
  | { kind: 'refused'; message: string }
  /** Past the enquiries an address may send in a while (429), with the server's English sentence (which says when). */
  | { kind: 'limited'; message: string }
  /** Network failure, timeout, 5xx or an answer that was not ours. */
  | { kind: 'unavailable'; timeout: boolean };

export type SendResult = { kind: 'sent'; message: string; redirect: string | undefined } | SendFailure;

/** What a visitor is told at the file field when the server refuses a post as too large without saying why (a proxy's 413). */
const TOO_LARGE = 'The files are too large to send: please choose smaller ones.';

/** A form post's names and values as a multipart body: a list once per item, a file under its field's key; none for undefined. */
function multipartBody(body: Readonly<Record<string, unknown>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item instanceof Blob) data.append(name, item);
      else if (item !== undefined && item !== null) data.append(name, String(item));
    }
  }
  return data;
}

/**
 * POSTs a multipart body to apiPaths.sendForm, asking for JSON back, and reads the answer as the API client reads one
 * (a successful envelope, or an ApiError), so that one reading below serves both posts. The browser sets the
 * Content-Type with its boundary; no timeout, as a large file on a slow line may take longer than a JSON post may.
 */
async function postWithFiles(body: FormData): Promise<unknown> {
  const path = apiPaths.sendForm;
  const fail = (error: ApiError) => {
    console.error(`API POST ${path} failed:`, error.message);
    return error;
  };
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw fail(new ApiError(error instanceof Error ? error.message : 'Network Error', 'network'));
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (isRecord(answer) && answer.success === true) return answer;
  if (isRecord(answer) && answer.success === false)
    throw fail(new ApiError(toText(answer.message) || 'Request was not successful', 'unsuccessful', answer, response.status));
  throw fail(new ApiError(`Request failed with status code ${response.status}`, 'http', answer, response.status));
}

/**
 * POSTs the answers to apiPaths.sendForm: as JSON, or as multipart/form-data when the form has a file field
 * (`fileField`: its key, or that of the one holding a file, where a post refused as too large is said). `known` names
 * the keys a field message may be shown at.
 */
export async function sendAnswers(
  body: Readonly<Record<string, unknown>>,
  known: ReadonlySet<string>,
  fileField?: string,
): Promise<SendResult> {
  try {
    const answer = fileField === undefined ? await apiPost(apiPaths.sendForm, body) : await postWithFiles(multipartBody(body));
    const sent: Record<string, unknown> = isRecord(answer) ? answer : {};
    return { kind: 'sent', message: toText(sent.message), redirect: typeof sent.redirect === 'string' ? sent.redirect : undefined };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'unavailable', timeout: false };
    const status = error.status ?? 0;
    if (status === 404) return { kind: 'gone' };
    if (status === 429) return { kind: 'limited', message: isRecord(error.body) ? toText(error.body.message).trim() : '' };
    if (status === 413 && fileField !== undefined) {
      const message = isRecord(error.body) ? toText(error.body.message).trim() : '';
      return { kind: 'fields', errors: { [fileField]: message || TOO_LARGE } };
    }
    if (error.kind === 'unsuccessful' && status >= 400 && status < 500 && isRecord(error.body)) {
      const sent = isRecord(error.body.errors) ? error.body.errors : {};
      const errors = Object.fromEntries(
        Object.entries(sent).flatMap(([key, message]) => (known.has(key) && toText(message).trim() ? [[key, toText(message).trim()]] : [])),
      );
      if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
      const message = toText(error.body.message).trim();
      if (message) return { kind: 'refused', message };
    }
    return { kind: 'unavailable', timeout: error.kind === 'timeout' };
  }
}

/** A file field's `accept`: the types a form takes, and their names' endings for systems that go by those. */
const FILE_ACCEPT = [...FORM_FILE_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/**
 * A file input drawn again (after Back or Next) holding the file the form keeps: a browser lets a script give an
 * input a file only through a DataTransfer (where there is none, the input shows none, and the file is still sent).
 */
const holding = (file: File | undefined) => (input: HTMLInputElement | null) => {
  if (!input || !file || input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
};

/** The element that takes focus for a field's message: a group's first choice, or the control itself. */
export const focusIdOf = (id: string, field: FormFieldDefinition) =>
  field.type === 'radio' || field.type === 'checkboxes' ? `${id}-0` : id;

/** What the browser offers to fill a short text in with: a name, or a company's. */
function textAutoComplete(label: string): string | undefined {
  if (/company|business|firm|organi[sz]ation/i.test(label)) return 'organization';
  return /\bname\b/i.test(label) ? 'name' : undefined;
}

/** The input's attributes for each kind of one-line answer. */
function inputProps(field: FormFieldDefinition) {
  switch (field.type) {
    case 'email':
      return { type: 'email', autoComplete: 'email', spellCheck: false };
    case 'phone':
      return { type: 'tel', autoComplete: 'tel' };
    case 'number':
      return { type: 'number', inputMode: 'decimal' as const, min: field.min ?? undefined, max: field.max ?? undefined };
    case 'date':
      return { type: 'date' };
    case 'gstin':
    case 'pan':
      return { type: 'text', autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false };
    case 'pin':
      return { type: 'text', inputMode: 'numeric' as const, autoComplete: 'postal-code' };
    default:
      return { type: 'text', autoComplete: textAutoComplete(field.labelInEnglish ?? field.label) };
  }
}

export interface FormFieldControlProps {
  field: FormFieldDefinition;
  /** The control's element id; a group's choices are `<id>-<n>`. */
  id: string;
  value: FormValue | undefined;
  message: string | undefined;
  /** `required` on the control: off for a field shown only on a condition while every field is shown (no scripts). */
  required: boolean;
  /** The answers came back from the tab after a reload: an empty file field asks for its file again. */
  reloaded: boolean;
  onChange(value: FormValue): void;
}

/** One field of a form, by its type. */
export function FormFieldControl({ field, id, value, message, required, reloaded, onChange }: FormFieldControlProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const t = useMessages();
  // A label, help or choice a Marathi or Hindi page shows in English (not translated yet) is marked as English.
  const english = useEnglishMark();
  // In a message or help of the page's language, the field's own words (its label, its help) as they are marked too.
  const withEnglish = useEnglishPlaces();
  const labelText = <span lang={english(field.label)}>{field.label}</span>;
  const file = field.type === 'file';
  const fileHelp = file && t('PDF, JPEG or PNG, at most {size} MB.', { size: fileLimitOf(field) });
  const chooseAgain = file && reloaded && !isChosenFile(value) && t('Choose the file again: a page that reloads cannot keep it.');
  const helpText = [field.help, fileHelp, chooseAgain].filter(Boolean).join(' ');
  const help = helpText && (
    <p id={helpId} className="form-block__help">
      {withEnglish(helpText, field.help)}
    </p>
  );
  const error = message && (
    <p id={errorId} className="contact-form__error">
      {message === TOO_LARGE ? t('The files are too large to send: please choose smaller ones.') : withEnglish(message, field.label)}
    </p>
  );
  const describedBy = [helpText && helpId, message && errorId].filter(Boolean).join(' ') || undefined;
  const invalid = message ? true : undefined;
  const text = typeof value === 'string' ? value : '';
  const ticked = Array.isArray(value) ? value : [];

  if (field.type === 'heading') {
    return (
      <div className="form-block__heading">
        <h3 lang={english(field.label)}>{field.label}</h3>
        {field.help && <p lang={english(field.help)}>{field.help}</p>}
      </div>
    );
  }

  if (field.type === 'radio' || field.type === 'checkboxes') {
    const radio = field.type === 'radio';
    const choose = (option: string) => (event: ChangeEvent<HTMLInputElement>) =>
      onChange(radio ? option : event.target.checked ? [...ticked, option] : ticked.filter((chosen) => chosen !== option));
    return (
      <fieldset className="form-block__field form-block__choices" aria-describedby={describedBy}>
        <legend className="form-label">
          {labelText}
          {field.required && <RequiredMark />}
        </legend>
        {help}
        {field.options.map((option, index) => (
          <div key={option} className="form-check">
            <input
              id={`${id}-${index}`}
              className={`form-check-input${message ? ' is-invalid' : ''}`}
              type={radio ? 'radio' : 'checkbox'}
              name={field.key}
              value={option}
              checked={radio ? text === option : ticked.includes(option)}
              required={radio && required}
              aria-invalid={invalid}
              onChange={choose(option)}
            />
            <label htmlFor={`${id}-${index}`} className="form-check-label" lang={english(field.choices?.[index] ?? option)}>
              {field.choices?.[index] ?? option}
            </label>
          </div>
        ))}
        {error}
      </fieldset>
    );
  }

  const control = {
    id,
    name: field.key,
    required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };

  if (field.type === 'consent') {
    return (
      <div className="form-block__field contact-form__consent form-check">
        <input
          {...control}
          type="checkbox"
          value="yes"
          className={`form-check-input${message ? ' is-invalid' : ''}`}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="form-check-label">
          {labelText}
          {field.required && <RequiredMark />}
        </label>
        {help}
        {error}
      </div>
    );
  }

  const className = `form-control${message ? ' is-invalid' : ''}`;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value);
  return (
    <div className="form-block__field">
      <label htmlFor={id} className="form-label">
        {labelText}
        {field.required && <RequiredMark />}
      </label>
      {file ? (
        // Never given a value: a file input takes one only from the visitor (or `holding`).
        <input
          {...control}
          ref={holding(isChosenFile(value) ? value : undefined)}
          type="file"
          accept={FILE_ACCEPT}
          className={className}
          onChange={(event) => onChange(event.target.files?.[0] ?? '')}
        />
      ) : field.type === 'long-text' ? (
        <textarea {...control} className={className} rows={5} value={text} onChange={change} />
      ) : field.type === 'select' ? (
        <select {...control} className={`form-select${message ? ' is-invalid' : ''}`} value={text} onChange={change}>
          {!field.default && <option value="">{t('Choose…')}</option>}
          {field.options.map((option, index) => (
            <option key={option} value={option} lang={english(field.choices?.[index] ?? option)}>
              {field.choices?.[index] ?? option}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} {...inputProps(field)} className={className} value={text} onChange={change} />
      )}
      {help}
      {error}
    </div>
  );
}

/** "Step 1 of 2", and a bar of the steps with the current one marked; it takes focus when the step changes. */
export function StepProgress({ step, steps, focusRef }: { step: number; steps: number; focusRef: Ref<HTMLParagraphElement> }) {
  const t = useMessages();
  return (
    <div className="form-block__progress">
      <p ref={focusRef} className="form-block__progress-text" tabIndex={-1}>
        {t('Step {step} of {steps}', { step, steps })}
      </p>
      <ol className="form-block__steps">
        {Array.from({ length: steps }, (_, index) => (
          <li
            key={index}
            className={`form-block__step${index < step ? ' form-block__step--done' : ''}`}
            aria-current={index + 1 === step ? 'step' : undefined}
          >
            <span className="visually-hidden">{t('Step {step}', { step: index + 1 })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
