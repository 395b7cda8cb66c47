// Forms' components (common/kinds/forms.ts declares the kind): the block that puts a form staff built on a built page.
// Without scripts it is a plain form post showing every field (the server answers with a 303 back to `?sent=`);
// once hydrated it shows one step at a time, checks each with the rules the server applies (common/form-rules.ts),
// keeps what the visitor typed in the tab's sessionStorage (a chosen file only in the page) and sends it as JSON, or
// as multipart/form-data when the form has a file field (as the post without scripts is then). The section library
// finds the block in `blocks`; the kind has no pages.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';

import { anchorOf, type BlockProps } from '@/blocks/block-data';
import type { BlockModule } from '@/blocks/registry';
import { limitedMessage, useContactFormCopy, type ContactFormCopy } from '@/components/enquiry-form/contact-form-copy';
import { BotTrap, ConsentBox, SendButton, SendProgress } from '@/components/enquiry-form/components/consent-box';
import { ContactFormSection } from '@/components/enquiry-form/components/contact-form-section';
import { useFormEvents } from '@/components/layout/form-events';
import { useSiteContactIfAny } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useRead } from '@/lib/page-data';
import { useHydrated } from '@/lib/use-hydrated';
import { useEnglishMark, useLanguage, useMessages } from '@/lib/language';
import type { Translate } from '@/lib/language';
import { readVisit } from '@/lib/visit-context';
import { apiPaths } from '@common/api-contract';
import { CONSENT_VERSION, CONSENT_VERSION_FIELD, HONEYPOT_FIELD } from '@common/enquiry-rules';
import {
  checkFormAnswers,
  formMessagesIn,
  isConditional,
  isFieldShown,
  shownSteps,
  type FormDefinition,
  type FormErrors,
} from '@common/form-rules';
import { formBlocks } from '@common/kinds/forms';

import {
  clearAnswers,
  filledSince,
  previewLine,
  shownAnswers,
  startingAnswers,
  focusIdOf,
  FormFieldControl,
  formQuery,
  isChosenFile,
  readStored,
  ruleInput,
  sendAnswers,
  StepProgress,
  storeAnswers,
  type Answers,
  type FormValue,
  type SendFailure,
} from './forms/fields';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/spinners.scss';
import '@/components/enquiry-form/components/contact-form.scss';
import '@/blocks/contact-form.scss';
import './forms.scss';
import { pathInLanguage } from '@common/languages';

const [formBlock] = formBlocks;

/** A form's own words in a language (`t` of useMessages), with the contact form's that it shares. */
const copyIn = (t: Translate, contactFormCopy: ContactFormCopy) => ({
  sending: t('Sending your answers…'),
  next: t('Next'),
  back: t('Back'),
  fieldsRefused: t('Please correct the highlighted fields and send again.'),
  gone: t('This form is no longer available. Your answers are still here: copy them, or call or e-mail us.'),
  unavailable: t('Your answers could not be sent: we could not reach our server.'),
  timeout: t('Your answers could not be sent: our server took too long to answer.'),
  keptNote: contactFormCopy.keptNote,
  tooMany: contactFormCopy.tooMany,
  honeypotLabel: contactFormCopy.honeypotLabel,
  consent: contactFormCopy.consent,
});

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  /** `offerContact`: the company's phone and e-mail follow, after `note` when there is one. */
  | { kind: 'failed'; message: string; offerContact: boolean; note?: string };

/** The form itself: one step at a time once hydrated, every field in the server's HTML. */
function FormView({ definition, title, page }: { definition: FormDefinition; title: string; page: BlockProps['page'] }) {
  const hydrated = useHydrated();
  const t = useMessages();
  const english = useEnglishMark();
  const copy = copyIn(t, useContactFormCopy());
  // The rules' messages in the page's language, naming each field by the label the visitor reads.
  const messages = formMessagesIn(t);
  // The page's address in its language (a Marathi page's is under /mr/): the answers say where they came from, and a
  // post without scripts comes back there.
  const lang = useLanguage();
  const sentFrom = pathInLanguage(lang, page.path);
  const navigate = useNavigate();
  const contact = useSiteContactIfAny();
  const formRef = useRef<HTMLFormElement>(null);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  /** When the visitor first saw the form, on their clock (ms since the epoch): kept here too, as the tab's storage may refuse it. */
  const startedRef = useRef<number | undefined>(undefined);
  const [answers, setAnswers] = useState<Answers>(() => startingAnswers(definition));
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState(1);
  const [restored, setRestored] = useState(false);
  /** Answers came back from the tab: a file field left empty asks for its file again. */
  const [reloaded, setReloaded] = useState(false);
  const [startedAt, setStartedAt] = useState<number | undefined>();
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { id, fields, steps } = definition;
  const idOf = (key: string) => `form-${id}-${key}`;
  // The form's own controls: a field's key has no underscore, so theirs never meets a field's id.
  const ownId = (name: string) => `form-${id}_${name}`;
  const stepped = hydrated && steps > 1;
  const sending = outcome.kind === 'sending';
  const fileKeys = fields.filter((field) => field.type === 'file').map((field) => field.key);
  const begin = useFormEvents(id);

  // What a visitor typed or chose before the page's script took over is kept: React leaves it in the inputs as it
  // hydrates them, and it is read from the form once hydration is done, before the next render would set the inputs to
  // the state's (every effect of the hydrating commit runs before that render).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed: Answers = {};
    for (const { key, type } of fields) {
      const values = data.getAll(key).filter((value): value is string => typeof value === 'string');
      if (type === 'heading' || type === 'file' || values.length === 0) continue;
      if (type === 'checkboxes') typed[key] = values;
      else if (type === 'consent') typed[key] = true;
      else typed[key] = values[0]!;
    }
    setAnswers((current) => ({ ...current, ...typed }));
    if (data.get(CONSENT_VERSION_FIELD) === CONSENT_VERSION) setAgreed(true);
  }, [fields]);

  // What the visitor typed before a reload comes back once the page is interactive (the server's HTML cannot know
  // it), in the first render after hydration.
  if (hydrated && !restored) {
    const stored = readStored(definition);
    setRestored(true);
    setReloaded(stored !== undefined);
    setAnswers((current) => ({ ...current, ...stored?.answers }));
    setStep(stored?.step ?? 1);
    setStartedAt(stored?.startedAt);
  }
  // Kept in the tab as it changes, with the moment the visitor first saw the form (brought back over a reload); no
  // longer once sent.
  useEffect(() => {
    if (!restored || outcome.kind === 'sent') return;
    const started = startedAt ?? startedRef.current ?? Date.now();
    startedRef.current = started;
    storeAnswers(id, { answers, step, startedAt: started });
  }, [id, restored, answers, step, startedAt, outcome.kind]);

  const input = { ...ruleInput(answers), [CONSENT_VERSION_FIELD]: agreed ? CONSENT_VERSION : '' };
  // A step whose fields these answers hide (its heading's condition does not hold) is passed over and not counted; on
  // one (answers brought back from the tab), the first step shown is.
  const steppedThrough = shownSteps(definition, input);
  const place = Math.max(0, steppedThrough.indexOf(step));
  const lastStep = !stepped || place === steppedThrough.length - 1;
  const shownFields = fields.filter(
    (field) => !hydrated || ((!stepped || field.step === steppedThrough[place]) && isFieldShown(definition, field, input)),
  );

  /** Shows the messages (on the step of the first), then moves focus to the first wrong field. */
  function showErrors(found: FormErrors) {
    const first = fields.find((field) => found[field.key]);
    flushSync(() => {
      setErrors(found);
      if (first) setStep(first.step);
      else if (found[CONSENT_VERSION_FIELD]) setStep(steppedThrough.at(-1) ?? steps);
    });
    document.getElementById(first ? focusIdOf(idOf(first.key), first) : ownId(CONSENT_VERSION_FIELD))?.focus();
  }

  function goTo(next: number) {
    flushSync(() => {
      setErrors({});
      setOutcome({ kind: 'idle' });
      setStep(next);
    });
    progressRef.current?.focus();
  }

  function describe(failure: SendFailure): Outcome {
    // The answers stay on the page: nothing can be sent again, so the way left is to call or write.
    if (failure.kind === 'gone') return { kind: 'failed', message: copy.gone, offerContact: true };
    if (failure.kind === 'fields') return { kind: 'failed', message: copy.fieldsRefused, offerContact: false };
    if (failure.kind === 'refused') return { kind: 'failed', message: failure.message, offerContact: false };
    if (failure.kind === 'limited') return { kind: 'failed', message: limitedMessage(copy, lang, failure.message), offerContact: true };
    return { kind: 'failed', message: failure.timeout ? copy.timeout : copy.unavailable, offerContact: true, note: copy.keptNote };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!lastStep) {
      const check = checkFormAnswers(definition, input, { step: steppedThrough[place], messages });
      if (check.ok) goTo(steppedThrough[place + 1] ?? steps);
      else showErrors(check.errors);
      return;
    }
    const check = checkFormAnswers(definition, input, { messages });
    if (!check.ok) {
      setOutcome({ kind: 'idle' });
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const sent = shownAnswers(definition, answers, input);
    const body = {
      ...sent,
      form_id: id,
      [CONSENT_VERSION_FIELD]: CONSENT_VERSION,
      [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      filled_ms: filledSince(startedRef.current),
      sent_from_page: sentFrom,
      ...readVisit(),
    };
    // With a file field the answers go as multipart/form-data; a post too large is said at the field holding a file.
    const fileField = fileKeys.find((key) => isChosenFile(sent[key])) ?? fileKeys[0];
    const result = await sendAnswers(body, new Set([...fields.map((field) => field.key), CONSENT_VERSION_FIELD]), fileField);
    if (result.kind === 'sent') {
      clearAnswers(id);
      const redirect = result.redirect ?? definition.redirect;
      if (redirect.startsWith('/') && !redirect.startsWith('//')) return void navigate(redirect);
      if (/^https:\/\//i.test(redirect)) return window.location.assign(redirect);
      flushSync(() => setOutcome({ kind: 'sent', message: result.message || definition.confirmation }));
      sentRef.current?.focus();
      return;
    }
    setOutcome(describe(result));
    if (result.kind === 'fields') showErrors(result.errors);
  }

  const setAnswer = (key: string) => (value: FormValue) => setAnswers((current) => ({ ...current, [key]: value }));
  return (
    <>
      <div ref={sentRef} className="form-block__sent" role="status" tabIndex={-1}>
        {outcome.kind === 'sent' && (
          <p className="contact-form__message contact-form__message--sent" lang={english(outcome.message)}>
            {outcome.message}
          </p>
        )}
      </div>
      {outcome.kind !== 'sent' && (
        <form
          ref={formRef}
          method="post"
          action={apiPaths.sendForm}
          encType={fileKeys.length > 0 ? 'multipart/form-data' : undefined}
          className="contact-form form-block"
          aria-label={title}
          aria-busy={sending}
          noValidate={hydrated}
          onSubmit={handleSubmit}
          onInput={begin}
        >
          <input type="hidden" name="form_id" value={id} />
          <input type="hidden" name="sent_from_page" value={sentFrom} />
          {stepped && <StepProgress step={place + 1} steps={steppedThrough.length} focusRef={progressRef} />}
          <div className="form-block__fields">
            {shownFields.map((field) => (
              <FormFieldControl
                key={field.key}
                field={field}
                id={idOf(field.key)}
                value={answers[field.key]}
                message={errors[field.key]}
                // Without scripts every field shows, those asked only on a condition too: the browser must not insist.
                required={field.required && (hydrated || !isConditional(definition, field))}
                reloaded={reloaded}
                onChange={setAnswer(field.key)}
              />
            ))}
          </div>
          {lastStep && (
            <ConsentBox
              id={ownId(CONSENT_VERSION_FIELD)}
              checked={agreed}
              message={errors[CONSENT_VERSION_FIELD]}
              copy={copy.consent}
              onChange={setAgreed}
            />
          )}
          <BotTrap id={ownId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} label={copy.honeypotLabel} />
          <div className="form-block__actions">
            {stepped && place > 0 && (
              <button type="button" className="btn btn-outline-primary btn-lg" onClick={() => goTo(steppedThrough[place - 1]!)}>
                {copy.back}
              </button>
            )}
            <SendButton sending={sending}>
              {lastStep ? <span lang={english(definition.submitLabel)}>{definition.submitLabel}</span> : copy.next}
            </SendButton>
          </div>
          <SendProgress
            sending={sending}
            sendingText={copy.sending}
            failure={outcome.kind === 'failed' ? outcome : undefined}
            contact={contact}
          />
        </form>
      )}
    </>
  );
}

/**
 * The form under the block's heading; in the staff editor's preview, a line on what visitors will fill in. Without a
 * form chosen, the contact form: the default form.
 */
function FormBlock({ block, index, page, data }: BlockProps<typeof formBlock, FormDefinition | null>) {
  const read = useRead(data);
  const location = useLocation();
  const definition = read.status === 'success' ? read.data : null;
  const { title, text, form_id: formId } = block;
  const headingId = `block-${index}-title`;
  const anchor = anchorOf(block);
  if (formId === null) return <ContactFormSection title={title} text={text} id={anchor} headingId={headingId} page={page} />;
  if (!definition && !page.preview) return null;
  const target = `form-${formId}`;
  // The page a form post without scripts comes back to (`?sent=<id>#form-<id>`): the confirmation, not the form.
  const sent = definition !== null && new URLSearchParams(location.search).get('sent') === String(definition.id);
  return (
    <Section id={anchor ?? target} tone="alt" labelledBy={headingId} className="block-contact-form">
      <div id={anchor && anchor !== target ? target : undefined} className="block-contact-form__card">
        <SectionHeading id={headingId} title={title} subtitle={text || undefined} />
        {page.preview ? (
          // The editor's preview sits inside the editor's form, where a form cannot: what visitors will fill in.
          <p className="block-contact-form__preview">{previewLine(formId, read.status, definition)}</p>
        ) : sent ? (
          <div className="form-block__sent" role="status">
            <p className="contact-form__message contact-form__message--sent">{definition.confirmation}</p>
          </div>
        ) : (
          definition && <FormView key={definition.id} definition={definition} title={title} page={page} />
        )}
      </div>
    </Section>
  );
}

/** The section library's blocks of this kind, by type. */
export const blocks: Readonly<Record<string, BlockModule>> = {
  form: { declaration: formBlock, Component: FormBlock, query: (block) => formQuery(block.form_id) } satisfies BlockModule<
    typeof formBlock
  >,
};
