// Quotations' components (common/kinds/price-book.ts declares the price book, the builder's page and block): the
// quotation builder at /quote, on a built page, and on every service's page with the items it offers. Before scripts
// arrive it is a plain form post the server answers (a 303 to the quotation's page); once hydrated the total with GST
// updates as the visitor types, worked out by the rules the server applies (common/quotation-rules.ts), and the request
// goes as JSON, its problems shown at their fields. The router finds the page in `pages`, the section library the block
// in `blocks`.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { anchorOf, type BlockProps } from '@/blocks/block-data';
import type { BlockModule } from '@/blocks/registry';
import { BotTrap, ConsentBox, RequiredMark, SendButton, SendProgress } from '@/components/enquiry-form/components/consent-box';
import { useContactFormCopy, type ContactFormCopy } from '@/components/enquiry-form/contact-form-copy';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Seo } from '@/components/seo';
import { useSiteContactIfAny } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ApiError, apiPost } from '@/lib/api-client';
import { kindQuery } from '@/lib/kind-query';
import { pageLoader, usePageData, useRead, useRetry } from '@/lib/page-data';
import { useRenderStatus } from '@/lib/render-status';
import { useHydrated } from '@/lib/use-hydrated';
import { useEnglishMark, useLanguage, useMessages, useRouteMeta } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';
import type { Translate } from '@/lib/language';
import { readVisit } from '@/lib/visit-context';
import type { AmountInWords } from '@common/amount-in-words';
import { apiPaths } from '@common/api-contract';
import { CONSENT_VERSION, CONSENT_VERSION_FIELD, ENQUIRY_LIMITS, HONEYPOT_FIELD } from '@common/enquiry-rules';
import { formatRupees, INDIAN_STATES, rupeesInWords, SELLER_STATE_CODE } from '@common/gst';
import { GSTIN_LENGTH } from '@common/gstin';
import { roundOffFigure } from '@common/quotation-figures';
import { indiaDay } from '@common/india-time';
import { priceBook, quotationBlocks, quotationPages, QUOTE_PATH, type PriceItem } from '@common/kinds/price-book';
import { unitLabel } from '@common/quotation';
import {
  checkQuoteRequest,
  MAX_COMPANY,
  priceLines,
  quantityField,
  quantityOf,
  QUOTE_FIELDS,
  toPaise,
  type QuoteErrors,
} from '@common/quotation-rules';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/spinners.scss';
import '@/components/enquiry-form/components/contact-form.scss';
import './quotations.scss';
import { DEFAULT_LANGUAGE, pathInLanguage, type TranslatedLanguage } from '@common/languages';

const [quotePage] = quotationPages;
const [builderBlock] = quotationBlocks;
const priceBookQuery = kindQuery(priceBook);

/** The builder's words in a language (`t` of useMessages), with the contact form's that it shares. */
const copyIn = (t: Translate, contactFormCopy: ContactFormCopy) =>
  ({
    itemsLegend: t('What you need'),
    quantity: t('Quantity'),
    stateLabel: t('Your state'),
    stateHelp: t('In Maharashtra GST is CGST and SGST; in another state, IGST.'),
    nameLabel: t('Your name'),
    companyLabel: t('Business name'),
    gstinLabel: 'GSTIN',
    gstinHelp: t('Printed on the quotation. Leave empty if you have none.'),
    emailLabel: t('E-mail'),
    phoneLabel: t('Phone'),
    contactHelp: t('A phone number or an e-mail address is enough. The quotation is e-mailed when you give an address.'),
    optional: t('(optional)'),
    totalsHeading: t('Your total with GST'),
    nothingChosen: t('Choose an item and its quantity: the total with GST shows here as you type.'),
    taxable: t('Taxable value'),
    roundOff: t('Round-off'),
    total: t('Total'),
    submit: t('Get my quotation'),
    sending: t('Making your quotation…'),
    fieldsRefused: t('Please correct the highlighted fields and ask again.'),
    unavailable: t(
      'Your quotation could not be made just now. What you chose is still on the page: try again in a minute, or call or write to us.',
    ),
    timeout: t('Making your quotation took too long. What you chose is still on the page: try again, or call or write to us.'),
    keptNote: t('Nothing was lost: your choices and details are still in the form.'),
    honeypotLabel: contactFormCopy.honeypotLabel,
    consent: contactFormCopy.consent,
    each: t('each'),
    from: (min: number) => t('from {min}', { min }),
    gst: (rate: number) => t('+ GST {rate}%', { rate }),
    loadFailed: t('The price book could not be loaded.'),
    loading: t('Loading the price book...'),
    retry: t('Try Again'),
  }) as const;

type Copy = ReturnType<typeof copyIn>;

/** The builder's words in the page's language. */
const useCopy = (): Copy => copyIn(useMessages(), useContactFormCopy());

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string; offerContact: boolean; note?: string };

/** A total in words, and `en` when they are English on a Marathi or Hindi page. */
type TotalInWords = (paise: number) => { text: string; lang?: 'en' } | undefined;

/**
 * The total in words in the page's language. English: `rupeesInWords` as ever ("Rupees One Lakh … only"), at once.
 * Marathi and Hindi: to-words' words and the catalogue's "only" (फक्त, मात्र), once the language's locale has loaded,
 * which starts when `wanted` (a quantity is typed: the page's first load does not wait for it); before, nothing; if it
 * cannot load, the English words, marked as English.
 */
function useTotalInWords(wanted: boolean): TotalInWords {
  const lang = useLanguage();
  const t = useMessages();
  const [loaded, setLoaded] = useState<{ lang: TranslatedLanguage; inWords?: AmountInWords }>();
  useEffect(() => {
    if (lang === DEFAULT_LANGUAGE || !wanted || loaded?.lang === lang) return;
    let current = true;
    // The words of a language (to-words' locale, corrected) are a chunk of their own: English pages never load it.
    import('@common/amount-in-words')
      .then((words) => words.loadAmountInWords(lang))
      .then(
        (inWords) => {
          if (current) setLoaded({ lang, inWords });
        },
        () => {
          if (current) setLoaded({ lang });
        },
      );
    return () => {
      current = false;
    };
  }, [lang, wanted, loaded?.lang]);
  return (paise) => {
    if (lang === DEFAULT_LANGUAGE) return { text: rupeesInWords(paise) };
    if (loaded?.lang !== lang) return undefined;
    if (!loaded.inWords) return { text: rupeesInWords(paise), lang: 'en' };
    const amountInWords = loaded.inWords(paise);
    return { text: t('{amountInWords} only', { amountInWords }) };
  };
}

/** The rate an item has today, for its line in the builder (the quotation prices it again on the server). */
const todaysRate = (item: PriceItem, day: string) =>
  [...item.gst_rates].sort((a, b) => (a.from < b.from ? 1 : -1)).find((rate) => rate.from <= day)?.rate;

function ItemRow({
  item,
  id,
  day,
  value,
  message,
  onChange,
}: {
  item: PriceItem;
  id: string;
  day: string;
  value: string;
  message?: string;
  onChange: (value: string) => void;
}) {
  const copy = useCopy();
  const t = useMessages();
  // The item's name and description are the price book's, written by staff in English.
  const english = useEnglishMark();
  const withEnglish = useEnglishPlaces();
  const unit = unitLabel(item.unit);
  const rate = todaysRate(item, day);
  const detailsId = `${id}-details`;
  const errorId = `${id}-error`;
  return (
    <li className="quote-builder__item">
      <div className="quote-builder__about">
        <label htmlFor={id} className="quote-builder__name" lang={english(item.name)}>
          {item.name}
        </label>
        <p id={detailsId} className="quote-builder__details">
          {item.description && (
            <span className="d-block" lang={english(item.description)}>
              {item.description}
            </span>
          )}
          <span className="quote-builder__price">
            {/* The unit by value, from the list common/catalogue-lists.ts names. */}
            {formatRupees(toPaise(item.price))} {unit && t(unit)}
          </span>{' '}
          {item.tiers.map((tier) => (
            <span key={tier.min} className="quote-builder__tier">
              {formatRupees(toPaise(tier.price))} {copy.each} {copy.from(tier.min)}
            </span>
          ))}{' '}
          {rate !== undefined && <span>{copy.gst(rate)}</span>}
        </p>
      </div>
      <div className="quote-builder__quantity">
        <input
          id={id}
          name={quantityField(item.id)}
          type="number"
          inputMode="numeric"
          min={0}
          max={10_000}
          step={1}
          placeholder="0"
          className={`form-control${message ? ' is-invalid' : ''}`}
          value={value}
          aria-describedby={message ? `${detailsId} ${errorId}` : detailsId}
          aria-invalid={message ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {message && (
          <p id={errorId} className="contact-form__error">
            {withEnglish(message, item.name)}
          </p>
        )}
      </div>
    </li>
  );
}

/** The total with GST as the visitor types: the taxes of their state, the round-off, the total and its words. */
function Totals({
  items,
  quantities,
  state,
  day,
  headingId,
  inWords,
}: {
  items: readonly PriceItem[];
  quantities: Record<string, string>;
  state: string;
  day: string;
  headingId: string;
  inWords: TotalInWords;
}) {
  const copy = useCopy();
  const priced = useMemo(() => {
    const chosen = new Map<number, number>();
    for (const item of items) {
      const quantity = quantityOf(quantities[quantityField(item.id)]);
      if (quantity) chosen.set(item.id, quantity);
    }
    if (chosen.size === 0) return undefined;
    const result = priceLines(items, chosen, day, state || SELLER_STATE_CODE);
    return 'totals' in result ? result.totals : undefined;
  }, [items, quantities, state, day]);
  const words = priced && inWords(priced.total);
  return (
    <section className="quote-builder__totals" aria-labelledby={headingId}>
      <h3 id={headingId} className="quote-builder__totals-title">
        {copy.totalsHeading}
      </h3>
      <div aria-live="polite">
        {priced ? (
          <>
            <dl className="quote-builder__sums">
              <dt>{copy.taxable}</dt>
              <dd>{formatRupees(priced.taxable)}</dd>
              {priced.intraState ? (
                <>
                  <dt>CGST</dt>
                  <dd>{formatRupees(priced.cgst)}</dd>
                  <dt>SGST</dt>
                  <dd>{formatRupees(priced.sgst)}</dd>
                </>
              ) : (
                <>
                  <dt>IGST</dt>
                  <dd>{formatRupees(priced.igst)}</dd>
                </>
              )}
              {priced.roundOff !== 0 && (
                <>
                  <dt>{copy.roundOff}</dt>
                  <dd>{roundOffFigure(priced.roundOff)}</dd>
                </>
              )}
              <dt className="quote-builder__total">{copy.total}</dt>
              <dd className="quote-builder__total">{formatRupees(priced.total)}</dd>
            </dl>
            {words && (
              <p className="quote-builder__words" lang={words.lang}>
                {words.text}
              </p>
            )}
          </>
        ) : (
          <p className="quote-builder__empty">{copy.nothingChosen}</p>
        )}
      </div>
    </section>
  );
}

/** The buyer's fields, each as long as the rules allow: a page without scripts stops the typing where the server would refuse it. */
const contactFields = (copy: Copy) =>
  [
    { name: 'full_name', label: copy.nameLabel, type: 'text', autoComplete: 'name', required: true, maxLength: ENQUIRY_LIMITS.fullName },
    {
      name: QUOTE_FIELDS.company,
      label: copy.companyLabel,
      type: 'text',
      autoComplete: 'organization',
      required: false,
      maxLength: MAX_COMPANY,
    },
    {
      name: QUOTE_FIELDS.gstin,
      label: copy.gstinLabel,
      type: 'text',
      autoComplete: 'off',
      required: false,
      help: copy.gstinHelp,
      maxLength: GSTIN_LENGTH,
    },
    { name: 'email', label: copy.emailLabel, type: 'email', autoComplete: 'email', required: false, maxLength: ENQUIRY_LIMITS.email },
    {
      name: 'phone',
      label: copy.phoneLabel,
      type: 'tel',
      autoComplete: 'tel',
      required: false,
      help: copy.contactHelp,
      maxLength: ENQUIRY_LIMITS.phoneMax,
    },
  ] as const;

const CONTACT_NAMES = ['full_name', QUOTE_FIELDS.company, QUOTE_FIELDS.gstin, 'email', 'phone'] as const;

/** Where focus goes for a field's message: the field itself, or the first item's quantity for "choose an item". */
const focusOrder = (items: readonly PriceItem[]) => [
  ...items.map((item) => quantityField(item.id)),
  QUOTE_FIELDS.items,
  QUOTE_FIELDS.state,
  ...CONTACT_NAMES,
  CONSENT_VERSION_FIELD,
];

/** The builder: the items with quantities, the state, the total with GST, the buyer's details and the request. */
export function QuoteBuilder({
  items,
  sentFrom: sentFromPage,
  onMade = (href) => window.location.assign(href),
}: {
  items: readonly PriceItem[];
  sentFrom: string;
  /** Where the quotation's page is opened: the browser goes there (a page of the server's own, at its private link). */
  onMade?: (href: string) => void;
}) {
  const copy = useCopy();
  const t = useMessages();
  const ownId = useId();
  const idOf = (name: string) => `${ownId}-${name}`;
  const contact = useSiteContactIfAny();
  // The page's address in its language (a Marathi page's is under /mr/).
  const sentFrom = pathInLanguage(useLanguage(), sentFromPage);
  // Before scripts the browser checks the required fields itself; once they run, the rules show their own messages.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  // Marathi and Hindi words of the total load once the visitor types a first quantity, not with the page.
  const totalInWords = useTotalInWords(Object.values(quantities).some((quantity) => quantity.trim() !== ''));
  const [state, setState] = useState(SELLER_STATE_CODE);
  const [details, setDetails] = useState<Record<string, string>>({});
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const day = indiaDay();
  const sending = outcome.kind === 'sending';

  const request = () => ({
    ...quantities,
    [QUOTE_FIELDS.state]: state,
    ...details,
    [CONSENT_VERSION_FIELD]: agreed ? CONSENT_VERSION : '',
  });

  function showErrors(found: QuoteErrors) {
    flushSync(() => setErrors(found));
    const first = focusOrder(items).find((name) => found[name]);
    const target = first === QUOTE_FIELDS.items ? quantityField(items[0]!.id) : first;
    if (target) document.getElementById(idOf(target))?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkQuoteRequest(items, request(), day, t);
    if (!check.ok) {
      setOutcome({ kind: 'idle' });
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    try {
      const answer = await apiPost(apiPaths.quotations, {
        ...request(),
        [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
        sent_from_page: sentFrom,
        ...readVisit(),
      });
      const data = answer.data as { href?: unknown } | null;
      onMade(typeof data?.href === 'string' ? data.href : QUOTE_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null) {
        const sent = (error.body as { errors?: unknown }).errors;
        if (typeof sent === 'object' && sent !== null && Object.keys(sent).length > 0) {
          setOutcome({ kind: 'failed', message: copy.fieldsRefused, offerContact: false });
          showErrors(sent as QuoteErrors);
          return;
        }
      }
      const timeout = error instanceof ApiError && error.kind === 'timeout';
      setOutcome({ kind: 'failed', message: timeout ? copy.timeout : copy.unavailable, offerContact: true, note: copy.keptNote });
    }
  }

  const message = (name: string) => errors[name];
  return (
    <form
      ref={formRef}
      className="quote-builder contact-form"
      method="post"
      action={apiPaths.quotations}
      noValidate={hydrated}
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="sent_from_page" value={sentFrom} />
      <div className="quote-builder__layout">
        <div className="quote-builder__choices">
          <fieldset className="quote-builder__items" aria-describedby={errors[QUOTE_FIELDS.items] ? idOf(QUOTE_FIELDS.items) : undefined}>
            <legend className="form-label">{copy.itemsLegend}</legend>
            <ul className="list-unstyled mb-0">
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  id={idOf(quantityField(item.id))}
                  day={day}
                  value={quantities[quantityField(item.id)] ?? ''}
                  message={message(quantityField(item.id))}
                  onChange={(value) => setQuantities((current) => ({ ...current, [quantityField(item.id)]: value }))}
                />
              ))}
            </ul>
            {errors[QUOTE_FIELDS.items] && (
              <p id={idOf(QUOTE_FIELDS.items)} className="contact-form__error">
                {errors[QUOTE_FIELDS.items]}
              </p>
            )}
          </fieldset>
          <div className="quote-builder__field">
            <label htmlFor={idOf(QUOTE_FIELDS.state)} className="form-label">
              {copy.stateLabel}
            </label>
            <select
              id={idOf(QUOTE_FIELDS.state)}
              name={QUOTE_FIELDS.state}
              className={`form-select${message(QUOTE_FIELDS.state) ? ' is-invalid' : ''}`}
              value={state}
              required
              aria-describedby={`${idOf(QUOTE_FIELDS.state)}-help`}
              onChange={(event) => setState(event.target.value)}
            >
              {/* Each state's name by value, from the list common/catalogue-lists.ts names; its code is what is posted. */}
              {INDIAN_STATES.map((option) => (
                <option key={option.code} value={option.code}>
                  {t(option.name)}
                </option>
              ))}
            </select>
            <p id={`${idOf(QUOTE_FIELDS.state)}-help`} className="quote-builder__help">
              {copy.stateHelp}
            </p>
            {message(QUOTE_FIELDS.state) && <p className="contact-form__error">{message(QUOTE_FIELDS.state)}</p>}
          </div>
        </div>
        <Totals items={items} quantities={quantities} state={state} day={day} headingId={idOf('totals')} inWords={totalInWords} />
      </div>
      <div className="quote-builder__contact">
        {contactFields(copy).map((field) => {
          const id = idOf(field.name);
          const helpId = 'help' in field ? `${id}-help` : undefined;
          const errorId = message(field.name) ? `${id}-error` : undefined;
          return (
            <div key={field.name} className="quote-builder__field">
              <label htmlFor={id} className="form-label">
                {field.label} {field.required ? <RequiredMark /> : <span className="quote-builder__optional">{copy.optional}</span>}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={field.maxLength}
                className={`form-control${errorId ? ' is-invalid' : ''}`}
                value={details[field.name] ?? ''}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
                onChange={(event) => setDetails((current) => ({ ...current, [field.name]: event.target.value }))}
              />
              {'help' in field && (
                <p id={helpId} className="quote-builder__help">
                  {field.help}
                </p>
              )}
              {errorId && (
                <p id={errorId} className="contact-form__error">
                  {message(field.name)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <ConsentBox
        id={idOf(CONSENT_VERSION_FIELD)}
        checked={agreed}
        message={message(CONSENT_VERSION_FIELD)}
        copy={copy.consent}
        onChange={setAgreed}
      />
      <BotTrap id={idOf(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} label={copy.honeypotLabel} />
      <SendButton sending={sending}>{copy.submit}</SendButton>
      <SendProgress
        sending={sending}
        sendingText={copy.sending}
        failure={outcome.kind === 'failed' ? outcome : undefined}
        contact={contact}
      />
    </form>
  );
}

/** While the price book is read inside the app, or when it could not be: a line, and Try Again. */
function PriceBookStatus({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const copy = useCopy();
  return loading ? (
    <p role="status">{copy.loading}</p>
  ) : (
    <div role="alert">
      <p>{copy.loadFailed}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}

const quoteLoader = pageLoader((read) => ({ items: read(priceBookQuery) }));

const BUILDER_HEADING_ID = 'quote-builder-title';

function QuotePage() {
  useRenderStatus(200);
  const copy = useCopy();
  const items = useRead(usePageData<typeof quoteLoader>().items);
  const retry = useRetry();
  const { title, description, subtitle } = useRouteMeta(quotePage.meta);
  return (
    <>
      <Seo title={title} description={description} path={QUOTE_PATH} />
      <PageHeroSection content={{ title, subtitle, trail: [] }} />
      <Section labelledBy={BUILDER_HEADING_ID}>
        <h2 id={BUILDER_HEADING_ID} className="visually-hidden">
          {copy.itemsLegend}
        </h2>
        {items.status === 'success' ? (
          <QuoteBuilder items={items.data as unknown as PriceItem[]} sentFrom={QUOTE_PATH} />
        ) : (
          <PriceBookStatus loading={items.status === 'loading'} onRetry={retry} />
        )}
      </Section>
    </>
  );
}

/** The router's pages of this kind, by route id (common/kinds/price-book.ts, quotationPages). */
export const pages = {
  [quotePage.id]: { Component: QuotePage, loader: quoteLoader },
};

/** The builder as a block: every item, or those a service offers (nothing when it offers none). */
function BuilderBlock({ block, index, data, page }: BlockProps<typeof builderBlock, PriceItem[]>) {
  const t = useMessages();
  const read = useRead(data);
  const all = read.status === 'success' ? read.data : [];
  const { service_id: serviceId, title } = block;
  const items = serviceId === null ? all : all.filter((item) => item.service_ids.includes(serviceId));
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} labelledBy={title ? headingId : undefined} label={title ? undefined : t('Quotation builder')}>
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <QuoteBuilder items={items} sentFrom={page.path} />
    </Section>
  );
}

/** The section library's blocks of this kind, by type. */
export const blocks: Readonly<Record<string, BlockModule>> = {
  'quotation-builder': {
    declaration: builderBlock,
    Component: BuilderBlock,
    query: () => priceBookQuery,
  } satisfies BlockModule<typeof builderBlock>,
};
