// The Translations page (owners, editors and writers read; owners and editors save): choose what to translate and
// into which language (kept in the address, ?kind=services&lang=mr, so reload and Back keep them), see each item
// with where its translation stands and how many are translated, outdated or missing, and translate one: each field's
// English (formatted text as its words) beside a box for its translation, an outdated field with the words the English
// gained and lost since. Save sends only the fields changed; what was typed stays, field by field, until it is saved.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { hasTranslatableFields } from '@common/content-model/translated-fields';
import { itemsNoun, KINDS, pagesFor, type KindDeclaration } from '@common/content-model/kinds';
import { LANGUAGES, pathInLanguage, type TranslatedLanguage } from '@common/languages';
import { toIndiaIso } from '@common/india-time';
import { TRANSLATED_LANGUAGES, TRANSLATION_STATES } from '@common/translation-states';
import { isTranslatedLanguage, languageName, type TranslationState } from '@common/translation-states';
import { paths } from '@common/paths';
import { mayPublish, type StaffRole } from '@common/staff-roles';

import { actorName } from '@/lib/actor-name';
import { failureMessage, failureStatus, fieldMessages } from '@/lib/staff/staff-request';
import { formatTime } from '@/lib/staff/format-time';
import { StaffField } from '@/components/staff-frame/staff-field';
import { PageButtons } from '@/components/staff-frame/staff-paged-list';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import {
  discardTranslationDraft,
  getTranslation,
  getTranslationList,
  publishTranslationDraft,
  saveTranslation,
  saveTranslationDraft,
  type EnglishChange,
  type FieldTranslation,
  type ItemTranslation,
  type TranslationHistoryEntry,
} from '../api/translations';

import './translations.scss';

/** Which of a kind's items in a language the list shows: those in one state (all without), a search of their titles, a page. */
interface ListPlace {
  kind: string;
  lang: string;
  show?: TranslationState;
  q?: string;
  page?: number;
}

/**
 * The page's address for a kind's items in a language (`services`, `mr`), with what the list shows (`show=missing`,
 * `q=gst`, `page=2`) and one item's translation open when an id is given.
 */
function translationsHref({ kind, lang, show, q, page }: ListPlace, open?: number): string {
  const query = new URLSearchParams({ kind, lang });
  if (show) query.set('show', show);
  if (q?.trim()) query.set('q', q.trim());
  if (page && page > 1) query.set('page', String(page));
  if (open !== undefined) query.set('open', String(open));
  return `${paths.staffTranslations}?${query.toString()}`;
}

/** What was typed into an item's fields and not saved yet, by field name. */
type Typed = Readonly<Record<string, string>>;

const STATE_WORDS: Readonly<Record<TranslationState, string>> = { missing: 'Missing', translated: 'Translated', outdated: 'Outdated' };

/** An item's state after a save, in a sentence. */
const STATE_SENTENCES: Readonly<Record<TranslationState, string>> = {
  translated: 'Every field is translated.',
  missing: 'Some fields are still in English only.',
  outdated: 'Some fields were translated from English that has changed since.',
};

const EDITOR_ID = 'translation-editor';

/** The kinds with fields staff translate, in the content model's order. */
export function translatedKinds(): KindDeclaration[] {
  return KINDS.filter((kind) => hasTranslatableFields(kind.fields));
}

/** A language as the choice names it: "Marathi (मराठी)". */
const languageChoice = (code: TranslatedLanguage) =>
  `${languageName(code)} (${LANGUAGES.find((language) => language.code === code)!.native})`;

export interface TranslationsAddress {
  kind: KindDeclaration;
  lang: TranslatedLanguage;
  /** The items shown: those in this state (all when undefined). */
  show: TranslationState | undefined;
  /** Words their English titles hold. */
  q: string;
  /** The page of the list, from 1. */
  page: number;
  /** The item whose translation is open. */
  open: number | undefined;
}

/**
 * What the address asks for (?kind=&lang=&show=&q=&page=&open=): a kind or language it does not name, or names wrongly,
 * is the first; a state it does not know shows every item.
 */
export function readTranslationsAddress(params: URLSearchParams, kinds: readonly KindDeclaration[]): TranslationsAddress | undefined {
  const kind = kinds.find((known) => known.name === params.get('kind')) ?? kinds[0];
  if (!kind) return undefined;
  const lang = params.get('lang');
  const show = TRANSLATION_STATES.find((state) => state === params.get('show'));
  const whole = (name: string) => {
    const value = Number(params.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  return {
    kind,
    lang: isTranslatedLanguage(lang) ? lang : TRANSLATED_LANGUAGES[0],
    show,
    q: params.get('q') ?? '',
    page: whole('page') ?? 1,
    open: whole('open'),
  };
}

const draftKey = (kind: string, id: number, lang: TranslatedLanguage) => `${kind}/${id}/${lang}`;

const titleOf = (kind: KindDeclaration, item: { id: number; title: string }) => item.title.trim() || `${kind.label} ${item.id}`;

/** Whether the role saves translations; undefined while the session is not read yet. */
const maySaveAs = (role: StaffRole | undefined) => (role === undefined ? undefined : mayPublish(role));

function StateBadge({ state }: { state: TranslationState }) {
  return <span className={`translation-state translation-state--${state}`}>{STATE_WORDS[state]}</span>;
}

/** Formatted text's words, a line for each paragraph, heading or list item; read without running or loading anything. */
function wordsOfRichText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  body.querySelectorAll('br').forEach((element) => element.replaceWith('\n'));
  body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, tr, figcaption, div, pre').forEach((element) => element.append('\n'));
  body.querySelectorAll('td, th').forEach((element) => element.append(' '));
  return (body.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** Characters written as entities (&amp;, &#8377;) as themselves, each read on its own. */
const decodeEntities = (text: string) =>
  text.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi,
    (entity) => new DOMParser().parseFromString(entity, 'text/html').body.textContent ?? '',
  );

/**
 * The change to formatted text as words: the tags are left out (one may begin in one part and end in the next), and
 * a part left with only spaces is kept as plain space.
 */
function changesAsWords(changes: readonly EnglishChange[]): EnglishChange[] {
  let inTag = false;
  const words: EnglishChange[] = [];
  for (const part of changes) {
    let text = '';
    for (const character of part.text) {
      if (inTag) {
        if (character === '>') {
          inTag = false;
          text += ' ';
        }
      } else if (character === '<') inTag = true;
      else text += character;
    }
    text = decodeEntities(text).replace(/\s+/g, ' ');
    if (text) words.push({ text, change: text.trim() ? part.change : 'same' });
  }
  return words;
}

/** The English's change since the translation was made: removed words struck through, added ones underlined. */
function EnglishChanges({ field, id }: { field: FieldTranslation; id: string }) {
  const parts = field.type === 'rich-text' ? changesAsWords(field.changes) : field.changes;
  return (
    <div className="translation-outdated" id={id}>
      <p className="mb-2">
        <strong>The English changed since this was translated.</strong> Struck-through words were removed from the English, underlined words
        were added.
      </p>
      {parts.length > 0 && (
        <p className="translation-outdated__changes" lang="en">
          {parts.map((part, index) =>
            part.change === 'removed' ? (
              <span key={index}>
                <span className="visually-hidden">{' [removed: '}</span>
                <del>{part.text}</del>
                <span className="visually-hidden">]</span>
              </span>
            ) : part.change === 'added' ? (
              <span key={index}>
                <span className="visually-hidden">{' [added: '}</span>
                <ins>{part.text}</ins>
                <span className="visually-hidden">]</span>
              </span>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  field: FieldTranslation;
  lang: TranslatedLanguage;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  readOnly: boolean;
  inputRef: (element: HTMLElement | null) => void;
}

/** One field: its English beside the box for its translation, its state, and what changed in the English when outdated. */
function TranslationField({ field, lang, value, onChange, error, readOnly, inputRef }: FieldProps) {
  const base = `translation-${field.name}`;
  const inputId = `${base}-input`;
  const messageId = `${base}-message`;
  const outdatedId = `${base}-outdated`;
  const hintId = `${base}-hint`;
  const hinted = field.type === 'rich-text' && !readOnly;
  const label = `${field.label} in ${languageName(lang)}`;
  const english = useMemo(() => (field.type === 'rich-text' ? wordsOfRichText(field.english) : field.english), [field.type, field.english]);
  const describedBy =
    [hinted ? hintId : '', field.state === 'outdated' ? outdatedId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    lang,
    value,
    readOnly,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="translation-field">
      <div className="translation-field__head">
        <h3 className="h5" id={`${base}-title`}>
          {field.label}
        </h3>
        <StateBadge state={field.state} />
      </div>
      <div className="translation-field__pair">
        <div>
          <p className="translation-field__caption">English</p>
          <div className="translation-field__english" lang="en" data-testid={`${base}-english`}>
            {english || <span className="text-body-secondary">No English yet: nothing to translate.</span>}
          </div>
          {field.type === 'rich-text' && field.english && (
            <details className="translation-field__html">
              <summary>The English with its formatting (HTML)</summary>
              <pre lang="en">
                <code>{field.english}</code>
              </pre>
            </details>
          )}
        </div>
        <Form.Group>
          <Form.Label htmlFor={inputId} className="translation-field__caption">
            {label}
          </Form.Label>
          {field.type === 'text' ? (
            <Form.Control {...common} ref={inputRef} type="text" onChange={(event) => onChange(event.target.value)} />
          ) : (
            <Form.Control
              {...common}
              ref={inputRef}
              as="textarea"
              rows={field.type === 'rich-text' ? 10 : 4}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
          {error && (
            <Form.Control.Feedback type="invalid" id={messageId}>
              {label} {error}
            </Form.Control.Feedback>
          )}
          {hinted && (
            <Form.Text id={hintId} muted>
              Formatted text, written as HTML: keep the English’s tags and translate the words between them.
            </Form.Text>
          )}
          {field.updatedAt && (
            <span className="translation-field__saved">
              Last saved <time dateTime={field.updatedAt}>{formatTime(field.updatedAt)}</time>
              {field.updatedBy && ` by ${field.updatedByName ?? actorName(field.updatedBy)}`}
            </span>
          )}
        </Form.Group>
      </div>
      {field.state === 'outdated' && <EnglishChanges field={field} id={outdatedId} />}
    </div>
  );
}

const HISTORY_WORDS: Readonly<Record<TranslationHistoryEntry['what'], string>> = {
  saved: 'Saved',
  draft: 'Draft saved',
  discarded: 'Draft discarded',
};

/** The translation's saves in its language, newest first, each with the words it saved. */
function TranslationHistory({
  history,
  fields,
  lang,
  onPutBack,
}: {
  history: readonly TranslationHistoryEntry[];
  fields: readonly FieldTranslation[];
  lang: TranslatedLanguage;
  /** Puts an entry's words back in the fields, to be saved (nothing is saved by it). */
  onPutBack: (entry: TranslationHistoryEntry) => void;
}) {
  if (history.length === 0) return null;
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  return (
    <details className="translation-history">
      <summary>
        History in {languageName(lang)} ({history.length === 1 ? '1 save' : `${history.length} saves`})
      </summary>
      <ol>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {HISTORY_WORDS[entry.what]} by {entry.byName ?? actorName(entry.by)} at <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            {Object.keys(entry.values).length > 0 && (
              <dl>
                {Object.entries(entry.values).map(([name, value]) => (
                  <div key={name}>
                    <dt>{labelOf(name)}</dt>
                    <dd lang={lang}>{value || '(empty: the English shows)'}</dd>
                  </div>
                ))}
              </dl>
            )}
            {Object.keys(entry.values).length > 0 && (
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Put back the words of ${formatTime(entry.at)}`}
                onClick={() => onPutBack(entry)}
              >
                Put these words back
              </Button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

interface EditorProps {
  kind: KindDeclaration;
  id: number;
  lang: TranslatedLanguage;
  title: string;
  /** Owners and editors save; undefined while the session is not read yet. */
  maySave: boolean | undefined;
  typed: Typed;
  /** A field typed into; `saved` is its translation as stored, so typing it back leaves nothing unsaved. */
  onType: (name: string, value: string, saved: string) => void;
  /** The translation saved: the fields sent, with what was sent for each. */
  onSaved: (translation: ItemTranslation, sent: Typed) => void;
  onClose: () => void;
  onRetry: () => void;
}

type Outcome = { tone: 'done' | 'none' | 'failed'; text: string } | undefined;

/** A draft's time as the date-and-time box shows it, in India time ('2026-12-01T09:00'); '' for none. */
const indiaInput = (iso: string) => (iso ? toIndiaIso(iso).slice(0, 16) : '');

/** Where the translation can be seen with every pending draft: the item's own page in the language, else its home page. */
function previewHref(kind: KindDeclaration, id: number, lang: TranslatedLanguage): string {
  return `${pathInLanguage(lang, kind.ownPage ? kind.ownPage.address(id) : paths.home)}?preview=1`;
}

/**
 * An item's translation into a language, field by field: Save puts it live (owners and editors); Save draft keeps it
 * off the site — with a time to go live, or until Publish draft — for anyone who edits content; a draft shows in the
 * fields when the translation opens again, and a colleague's save of it is merged field by field.
 */
function TranslationEditor({ kind, id, lang, title, maySave, typed, onType, onSaved, onClose, onRetry }: EditorProps) {
  const { handleFailure } = useStaffSession();
  const [translation, setTranslation] = useStaffLoad(() => getTranslation(kind.name, id, lang), []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<'save' | 'draft' | 'publish' | 'discard' | undefined>();
  // Not disabled while it is sent: a disabled button would drop the focus it holds.
  const saving = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef(new Map<string, HTMLElement>());
  const language = languageName(lang);
  const draft = translation.state === 'ready' ? translation.data.draft : undefined;
  // The draft's time as typed; undefined: as the draft has it.
  const [when, setWhen] = useState<string>();
  const publishAt = when ?? indiaInput(draft?.publishAt ?? '');

  // The translation opens below the list: the focus follows it there.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const fields = translation.state === 'ready' ? translation.data.fields : [];
  // What a field shows before it is typed into: its draft's text, else the live translation.
  const shownOf = (field: FieldTranslation) => draft?.values[field.name] ?? field.value;
  const valueOf = (field: FieldTranslation) => typed[field.name] ?? shownOf(field);
  const changed = fields.filter((field) => typed[field.name] !== undefined && typed[field.name] !== shownOf(field));

  /** Sends one of the editor's requests; its answer is the translation as it now stands. */
  const send = async (
    which: NonNullable<typeof busy>,
    request: () => Promise<ItemTranslation>,
    done: (saved: ItemTranslation) => string,
    sent: Typed = {},
  ) => {
    if (saving.current) return;
    saving.current = true;
    setBusy(which);
    setOutcome(undefined);
    try {
      const saved = await request();
      setTranslation(saved);
      setErrors({});
      setWhen(undefined);
      onSaved(saved, sent);
      setOutcome({ tone: 'done', text: done(saved) });
    } catch (error) {
      const messages = fieldMessages(error);
      const marked = fields.filter((field) => messages[field.name]);
      setErrors(messages);
      // A message for a field not shown here, or none, is said in a sentence; a marked field takes the focus.
      if (marked.length === 0)
        setOutcome({ tone: 'failed', text: messages.publishAt ? `Publish at ${messages.publishAt}.` : failureMessage(error) });
      else {
        setOutcome({ tone: 'failed', text: failureMessage(error) });
        inputs.current.get(marked[0]!.name)?.focus();
      }
      handleFailure(error);
      // A colleague saved some of these fields since they were shown: their words are shown under the typed ones
      // (read again), so that Save, pressed again knowing them, puts these in their place.
      if (failureStatus(error) === 409 && which === 'save') {
        const now = await getTranslation(kind.name, id, lang).catch(() => undefined);
        if (now) setTranslation(now);
      }
    } finally {
      saving.current = false;
      setBusy(undefined);
    }
  };

  const typedValues = (): Typed => Object.fromEntries(changed.map((field) => [field.name, typed[field.name]!]));

  /** An earlier save's words back in their fields, as if typed: Save or Save draft keeps them. */
  const putBack = (entry: TranslationHistoryEntry) => {
    const back = fields.filter((field) => Object.hasOwn(entry.values, field.name));
    for (const field of back) onType(field.name, entry.values[field.name]!, shownOf(field));
    setOutcome({
      tone: 'none',
      text:
        back.length > 0
          ? `The words of ${formatTime(entry.at)} are back in the fields: save them to keep them.`
          : 'The fields those words were saved in are no longer there.',
    });
    if (back[0]) inputs.current.get(back[0].name)?.focus();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!maySave || draft) return;
    if (changed.length === 0) {
      setOutcome({ tone: 'none', text: 'Nothing to save: no translation was changed.' });
      return;
    }
    const values = typedValues();
    const was = Object.fromEntries(changed.map((field) => [field.name, shownOf(field)]));
    void send(
      'save',
      () => saveTranslation(kind.name, id, lang, values, was),
      (saved) => `Saved. ${STATE_SENTENCES[saved.state]}`,
      values,
    );
  };

  const saveDraft = () => {
    const values = typedValues();
    // A writer sets no time: their words wait for an owner or editor to publish them or set it again.
    const at = publishAt && maySave ? `${publishAt}:00+05:30` : null;
    if (changed.length === 0 && publishAt === indiaInput(draft?.publishAt ?? '') && draft) {
      setOutcome({ tone: 'none', text: 'Nothing to save: the draft is as it was.' });
      return;
    }
    void send(
      'draft',
      () => saveTranslationDraft(kind.name, id, lang, values, at, draft?.version ?? null),
      (saved) =>
        saved.draft?.publishAt
          ? `Draft saved: it goes live on ${formatTime(saved.draft.publishAt)}.`
          : 'Draft saved: visitors still see the live translation.',
      values,
    );
  };

  const publishDraft = () => {
    if (changed.length > 0) {
      setOutcome({ tone: 'failed', text: 'Save the draft first: what you typed is not in it yet.' });
      return;
    }
    void send(
      'publish',
      () => publishTranslationDraft(kind.name, id, lang),
      (saved) => `Published. ${STATE_SENTENCES[saved.state]}`,
    );
  };

  const discardDraft = () =>
    void send(
      'discard',
      () => discardTranslationDraft(kind.name, id, lang),
      () => 'Draft discarded: visitors see the live translation.',
    );

  return (
    <section id={EDITOR_ID} className="translation-editor" aria-labelledby="translation-editor-title">
      <div className="translation-editor__head">
        <h2 id="translation-editor-title" className="h4" ref={heading} tabIndex={-1}>
          {title} in {language}
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {translation.state === 'loading' && <p role="status">Loading the translation…</p>}
      {translation.state === 'failed' && (
        <Alert variant="danger">
          The translation could not be read: {translation.message}{' '}
          <Button variant="outline-secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {translation.state === 'ready' && (
        <>
          <p>
            In {language}: <StateBadge state={translation.data.state} />
          </p>
          {maySave === true && (
            <p className="translation-note">
              A field left empty shows visitors the English. Save puts the translation live; Save draft keeps it off the site until it is
              published, by hand or at its time.
            </p>
          )}
          {maySave === false && (
            <p className="translation-note">
              Writers save drafts of translations: an owner or editor publishes them or sets their time (a writer’s save takes a draft’s
              time off).
            </p>
          )}
          {draft && (
            <p className="translation-draft-note">
              Draft saved by {draft.updatedByName ?? actorName(draft.updatedBy)} at{' '}
              <time dateTime={draft.updatedAt}>{formatTime(draft.updatedAt)}</time> — not live yet
              {draft.publishAt ? `: it goes live on ${formatTime(draft.publishAt)}` : ''}. The fields show the draft.{' '}
              <a href={previewHref(kind, id, lang)} target="_blank" rel="noreferrer">
                Preview<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          <Form noValidate aria-labelledby="translation-editor-title" onSubmit={(event) => save(event)}>
            {fields.map((field) => (
              <TranslationField
                key={field.name}
                field={field}
                lang={lang}
                value={valueOf(field)}
                onChange={(value) => onType(field.name, value, shownOf(field))}
                error={errors[field.name]}
                readOnly={maySave === undefined}
                inputRef={(element) => {
                  if (element) inputs.current.set(field.name, element);
                  else inputs.current.delete(field.name);
                }}
              />
            ))}
            {maySave === true && (
              <Form.Group className="translation-publish-at mb-3" controlId={`${EDITOR_ID}-publish-at`}>
                <Form.Label>Publish at (India time)</Form.Label>
                <Form.Control type="datetime-local" value={publishAt} onChange={(event) => setWhen(event.target.value)} />
                <Form.Text>With Save draft: the draft goes live then. Empty: when it is published by hand.</Form.Text>
              </Form.Group>
            )}
            {outcome?.tone === 'done' && (
              <Alert variant="success" role="status">
                {outcome.text}
              </Alert>
            )}
            {outcome?.tone === 'none' && (
              <Alert variant="info" role="status">
                {outcome.text}
              </Alert>
            )}
            {outcome?.tone === 'failed' && (
              <Alert variant="danger" role="alert">
                {outcome.text}
              </Alert>
            )}
            {maySave !== undefined && (
              <div className="d-flex flex-wrap align-items-center gap-3">
                {maySave && !draft && (
                  <Button type="submit" variant="primary">
                    {busy === 'save' ? 'Saving…' : 'Save'}
                  </Button>
                )}
                <Button variant={maySave && !draft ? 'outline-primary' : 'primary'} onClick={saveDraft}>
                  {busy === 'draft' ? 'Saving the draft…' : 'Save draft'}
                </Button>
                {draft && maySave && (
                  <Button variant="success" onClick={publishDraft}>
                    {busy === 'publish' ? 'Publishing…' : 'Publish draft'}
                  </Button>
                )}
                {draft && (
                  <Button variant="outline-danger" onClick={discardDraft}>
                    {busy === 'discard' ? 'Discarding…' : 'Discard draft'}
                  </Button>
                )}
                {changed.length > 0 && (
                  <span>
                    {changed.length === 1 ? '1 field changed, not saved yet.' : `${changed.length} fields changed, not saved yet.`}
                  </span>
                )}
              </div>
            )}
          </Form>
          <TranslationHistory history={translation.data.history} fields={fields} lang={lang} onPutBack={putBack} />
        </>
      )}
    </section>
  );
}

/** "3 translated, 1 outdated, 12 missing". */
function countsOf(counts: Readonly<Record<TranslationState, number>>): string {
  return `${counts.translated} translated, ${counts.outdated} outdated, ${counts.missing} missing`;
}

/** The counts once an item's state changed from one to another (a save): the list is not read again for them. */
const movedIn = (counts: Readonly<Record<TranslationState, number>>, from: TranslationState, to: TranslationState) =>
  from === to ? counts : { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };

interface ListProps {
  kind: KindDeclaration;
  lang: TranslatedLanguage;
  address: TranslationsAddress;
  maySave: boolean | undefined;
  drafts: Readonly<Record<string, Typed>>;
  onType: (key: string, name: string, value: string, saved: string) => void;
  onSaved: (key: string, sent: Typed) => void;
  onRetry: () => void;
}

/**
 * A page of a kind's items in a language (those the address asks for), each with its state and Translate, Previous and
 * Next below them, and the open item's translation below.
 */
function TranslationList({ kind, lang, address, maySave, drafts, onType, onSaved, onRetry }: ListProps) {
  const navigate = useNavigate();
  const { show, q, page, open } = address;
  // Another page or search is read while this one stays shown.
  const [list, setList] = useStaffLoad(() => getTranslationList(kind.name, lang, { state: show, q, page }), [show, q, page]);
  // Read again with Try again under the translation; the list stays as it is.
  const [editorRound, setEditorRound] = useState(0);
  const language = languageName(lang);
  const place: ListPlace = { kind: kind.name, lang, show, q, page };

  const close = (id: number) => {
    navigate(translationsHref(place));
    document.getElementById(`translate-${id}`)?.focus();
  };

  if (list.state === 'loading') return <p role="status">Loading the {itemsNoun(kind)}…</p>;
  if (list.state === 'failed')
    return (
      <Alert variant="danger">
        The list could not be read: {list.message}{' '}
        <Button variant="outline-secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );

  const shown = list.data;
  const { items, counts } = shown;
  const pages = pagesFor(shown.total, shown.size);
  const everything = counts.translated + counts.outdated + counts.missing;
  const opened = open === undefined ? undefined : (items.find((item) => item.id === open) ?? { id: open, title: '', state: 'missing' });
  const saved = (translation: ItemTranslation, sent: Typed) => {
    onSaved(draftKey(kind.name, translation.id, lang), sent);
    const before = items.find((item) => item.id === translation.id)?.state;
    setList({
      ...shown,
      items: items.map((item) => (item.id === translation.id ? { ...item, state: translation.state } : item)),
      counts: before ? movedIn(counts, before, translation.state) : counts,
    });
  };

  return (
    <>
      {everything === 0 ? (
        <p>There is nothing to translate here yet.</p>
      ) : (
        <>
          <p id="translation-counts">
            {kind.plural} in {language}: {countsOf(counts)}.
          </p>
          {items.length === 0 ? (
            <p role="status">
              No {itemsNoun(kind)} {show ? `${STATE_WORDS[show].toLowerCase()} ` : ''}
              {q.trim() ? `match “${q.trim()}”` : 'here'}.
            </p>
          ) : (
            <>
              {(show || q.trim() || pages > 1) && (
                <p role="status" id="translation-page-count" tabIndex={-1}>
                  {`${shown.total} ${itemsNoun(kind, shown.total)}`}
                  {pages > 1 && `, page ${shown.page} of ${pages}`}
                </p>
              )}
              <StaffTable
                caption={`${kind.plural}, each with its translation into ${language}`}
                columns={['Title', `In ${language}`]}
                className="staff-table staff-cards"
                rows={items}
                rowKey={(item) => item.id}
              >
                {(item) => {
                  const title = titleOf(kind, item);
                  const unsaved = Object.keys(drafts[draftKey(kind.name, item.id, lang)] ?? {}).length > 0;
                  return (
                    <>
                      <td data-label="Title" lang="en">
                        {title}
                      </td>
                      <td data-label={`In ${language}`}>
                        <StateBadge state={item.state} />
                        {unsaved && <span className="translation-unsaved">Changes not saved yet</span>}
                      </td>
                      <td data-label="">
                        <Button
                          id={`translate-${item.id}`}
                          variant="outline-secondary"
                          size="sm"
                          aria-label={`Translate “${title}”`}
                          aria-expanded={open === item.id}
                          aria-controls={open === item.id ? EDITOR_ID : undefined}
                          onClick={() => navigate(translationsHref(place, item.id))}
                        >
                          Translate
                        </Button>
                      </td>
                    </>
                  );
                }}
              </StaffTable>
              <PageButtons
                label={`Pages of ${itemsNoun(kind)}`}
                page={shown.page}
                pages={pages}
                onPage={(number) => navigate(translationsHref({ ...place, page: number }))}
                top="translation-page-count"
              />
            </>
          )}
        </>
      )}
      {opened && (
        <TranslationEditor
          key={`${opened.id}/${editorRound}`}
          kind={kind}
          id={opened.id}
          lang={lang}
          title={titleOf(kind, opened)}
          maySave={maySave}
          typed={drafts[draftKey(kind.name, opened.id, lang)] ?? {}}
          onType={(name, value, stored) => onType(draftKey(kind.name, opened.id, lang), name, value, stored)}
          onSaved={saved}
          onClose={() => close(opened.id)}
          onRetry={() => setEditorRound((round) => round + 1)}
        />
      )}
    </>
  );
}

/** What to translate, into which language, and which of its items: shown when Show is chosen, and kept in the address. */
function TranslationChoice({
  kinds,
  address,
  onShow,
}: {
  kinds: readonly KindDeclaration[];
  address: TranslationsAddress;
  onShow: (place: ListPlace) => void;
}) {
  const [kind, setKind] = useState(address.kind.name);
  const [lang, setLang] = useState<string>(address.lang);
  const [which, setWhich] = useState<string>(address.show ?? '');
  const [q, setQ] = useState(address.q);
  const show = (event: FormEvent) => {
    event.preventDefault();
    onShow({ kind, lang, show: TRANSLATION_STATES.find((state) => state === which), q });
  };
  return (
    <Form className="staff-filters" aria-label="Choose what to translate" onSubmit={show}>
      <StaffField
        id="translations-kind"
        label="What to translate"
        value={kind}
        onChange={setKind}
        options={kinds.map((known) => [known.name, known.plural] as const)}
        className=""
      />
      <StaffField
        id="translations-lang"
        label="Language"
        value={lang}
        onChange={setLang}
        options={TRANSLATED_LANGUAGES.map((code) => [code, languageChoice(code)] as const)}
        className=""
      />
      <StaffField
        id="translations-show"
        label="Which"
        value={which}
        onChange={setWhich}
        options={[['', 'All'] as const, ...TRANSLATION_STATES.map((state) => [state, STATE_WORDS[state]] as const)]}
        className=""
      />
      <StaffField id="translations-q" label="Titles with" type="search" value={q} onChange={setQ} className="" />
      <Button type="submit" variant="primary">
        Show
      </Button>
    </Form>
  );
}

export function TranslationsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session } = useStaffSession();
  const kinds = translatedKinds();
  const address = readTranslationsAddress(params, kinds);
  const [drafts, setDrafts] = useState<Readonly<Record<string, Typed>>>({});
  // Try again reads the list anew: a new round draws it from its loading line.
  const [round, setRound] = useState(0);

  if (!address) return <p>Nothing on the site is translated yet.</p>;
  const { kind, lang, open } = address;

  const show = (place: ListPlace) => {
    // The open item stays open in another language; another kind's list has other items.
    const keep = place.kind === kind.name ? open : undefined;
    navigate(translationsHref(place, keep));
  };

  const type = (key: string, name: string, value: string, saved: string) =>
    setDrafts((all) => {
      const { [name]: _dropped, ...rest } = all[key] ?? {};
      return { ...all, [key]: value === saved ? rest : { ...rest, [name]: value } };
    });

  // What was sent is saved: it is no longer a change, unless it was typed over meanwhile.
  const saved = (key: string, sent: Typed) =>
    setDrafts((all) => {
      const left = Object.fromEntries(Object.entries(all[key] ?? {}).filter(([name, value]) => sent[name] !== value));
      return { ...all, [key]: left };
    });

  return (
    <>
      <p>
        Translate the site’s words into Marathi and Hindi. Where a field has no translation, visitors reading in that language see the
        English. A translation goes live as soon as it is saved.
      </p>
      <TranslationChoice key={params.toString()} kinds={kinds} address={address} onShow={show} />
      <TranslationList
        key={`${kind.name}/${lang}/${round}`}
        kind={kind}
        lang={lang}
        address={address}
        maySave={maySaveAs(session?.role)}
        drafts={drafts}
        onType={type}
        onSaved={saved}
        onRetry={() => setRound((value) => value + 1)}
      />
    </>
  );
}
