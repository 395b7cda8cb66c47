// The quotation an enquiry came with (docs/quotations.md): its latest revision — number, dates, buyer's state, total
// and lines — with its page and PDF, its status (saved as it is chosen), "Send again" to e-mail it to the buyer once
// more, and "Revise" to make a new revision from today's price book; the earlier revisions under it. An enquiry
// that is not a quotation's shows nothing here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { formatRupees, INDIAN_STATES } from '@common/gst';
import { formatIndiaDay } from '@common/india-time';
import type { PriceItem } from '@common/kinds/price-book';
import { unitLabel } from '@common/quotation';

import {
  getPriceBook,
  listQuotations,
  quotationPdfHref,
  quotationStatusLabel,
  reviseQuotation,
  sendQuotation,
  setQuotationStatus,
  SETTABLE_QUOTATION_STATUSES,
  type SettableQuotationStatus,
  type StaffQuotation,
} from '../api/quotations';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

import { formatTime } from '@/lib/staff/format-time';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffField } from '@/components/staff-frame/staff-field';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';
import { useStaffSession } from '@/components/staff-frame/staff-session';

const TITLE_ID = 'quotation-title';
const REVISE_ID = 'quotation-revise';
const STATE_FIELD = 'quotation-state';
const quantityId = (itemId: number) => `quotation-qty-${itemId}`;

type Outcome = { done: string; failure: string };
const NO_OUTCOME: Outcome = { done: '', failure: '' };

export interface EnquiryQuotationProps {
  enquiryId: number;
}

/** The enquiry's quotation, once read; nothing while it is read or when the enquiry has none. */
export function EnquiryQuotation({ enquiryId }: EnquiryQuotationProps) {
  const [load] = useStaffLoad(() => listQuotations(enquiryId), [enquiryId]);
  if (load.state === 'loading' || (load.state === 'ready' && load.data.length === 0)) return null;
  if (load.state === 'failed') {
    return (
      <section aria-labelledby={TITLE_ID} className="mt-5">
        <h2 id={TITLE_ID} className="h4">
          Quotation
        </h2>
        <Alert variant="warning">The quotation could not be read: {load.message}</Alert>
      </section>
    );
  }
  return <QuotationPanel key={enquiryId} enquiryId={enquiryId} initial={load.data} />;
}

/** The dl rows of a revision: what sales check before they call the buyer. */
function summaryRows(quotation: StaffQuotation): [string, string][] {
  const { document } = quotation;
  const buyerState = document.buyer.stateName || document.buyer.stateCode;
  const tax = document.totals.intraState ? 'CGST and SGST' : 'IGST';
  return [
    ['Number', quotation.number],
    ['Date', formatTime(quotation.created_at)],
    ['Valid until', document.validUntil ? formatIndiaDay(document.validUntil) : ''],
    ['Buyer’s state', buyerState ? `${buyerState} (${tax})` : ''],
    ['Buyer’s GSTIN', document.buyer.gstin],
    ['Total with GST', formatRupees(quotation.total_paise)],
  ];
}

/**
 * The quotation's page and its PDF, each in a new tab; `which` (its number and a space) names the revision to a screen
 * reader where several are listed.
 */
function QuotationLinks({ quotation, which = '', className }: { quotation: StaffQuotation; which?: string; className?: string }) {
  if (!quotation.href) return null;
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      <a className={className} href={quotation.href} {...newTab}>
        Open the quotation <span className="visually-hidden">{`${which}(opens in a new tab)`}</span>
      </a>
      <a className={className} href={quotationPdfHref(quotation)} {...newTab}>
        PDF <span className="visually-hidden">{`${which ? `of ${which}` : ''}(opens in a new tab)`}</span>
      </a>
    </>
  );
}

function QuotationLines({ quotation }: { quotation: StaffQuotation }) {
  const { lines } = quotation.document;
  if (lines.length === 0) return <p>This quotation has no lines.</p>;
  return (
    <div className="table-responsive mb-3">
      <table className="table staff-quotation__lines">
        <caption className="visually-hidden">Lines of {quotation.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">HSN/SAC</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Taxable value
            </th>
            <th scope="col" className="text-end">
              GST
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.itemId}-${index}`}>
              <th scope="row" className="fw-normal">
                {line.name}
              </th>
              <td>{line.hsnSac}</td>
              <td className="text-end">
                {line.quantity} <span className="staff-quotation__unit">{unitLabel(line.unit)}</span>
              </td>
              <td className="text-end">{formatRupees(line.unitPaise)}</td>
              <td className="text-end">{formatRupees(line.taxable)}</td>
              <td className="text-end">{line.rate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface QuotationPanelProps {
  enquiryId: number;
  initial: readonly StaffQuotation[];
}

function QuotationPanel({ enquiryId, initial }: QuotationPanelProps) {
  const { handleFailure } = useStaffSession();
  const [quotations, setQuotations] = useState<readonly StaffQuotation[]>(initial);
  const [notice, setNotice] = useState<Outcome>(NO_OUTCOME);
  const [sending, setSending] = useState(false);
  const [revising, setRevising] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const reviseButton = useRef<HTMLButtonElement>(null);
  const refocusSend = useRef(false);
  const latest = quotations[quotations.length - 1]!;
  const earlier = quotations.slice(0, -1).reverse();

  // A disabled button loses focus: Send again gets it back once the e-mail is sent or refused.
  useEffect(() => {
    if (sending || !refocusSend.current) return;
    refocusSend.current = false;
    sendButton.current?.focus();
  }, [sending]);

  const replace = (changed: StaffQuotation) => setQuotations((list) => list.map((item) => (item.id === changed.id ? changed : item)));

  const send = async () => {
    refocusSend.current = document.activeElement === sendButton.current;
    setSending(true);
    setNotice(NO_OUTCOME);
    try {
      setNotice({ done: await sendQuotation(enquiryId, latest.id), failure: '' });
    } catch (failure) {
      setNotice({ done: '', failure: failureMessage(failure) });
      handleFailure(failure);
    } finally {
      setSending(false);
    }
  };

  /** Shows the new revision as the latest (read again when the answer did not carry it), closes the form, focuses the heading. */
  const revised = async (made: StaffQuotation | undefined) => {
    let next: readonly StaffQuotation[] | undefined;
    if (made) {
      next = [
        ...quotations
          .filter((item) => item.id !== made.id)
          .map((item) => (item.id === latest.id ? { ...item, status: 'revised' as const } : item)),
        made,
      ];
    } else {
      next = await listQuotations(enquiryId).catch(() => undefined);
    }
    const newest = next?.at(-1);
    flushSync(() => {
      if (next && newest) setQuotations(next);
      setRevising(false);
      setNotice(
        newest
          ? { done: `${newest.number} made with today’s price book. To e-mail it to the buyer, use Send again.`, failure: '' }
          : { done: '', failure: 'The revision was made but could not be read back: reload the page to see it.' },
      );
    });
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={TITLE_ID} className="staff-quotation mt-5">
      <h2 id={TITLE_ID} className="h4" ref={heading} tabIndex={-1}>
        Quotation
      </h2>
      <dl className="staff-fields mb-3">
        {summaryRows(latest).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <QuotationLines quotation={latest} />
      <QuotationStatusField key={latest.id} enquiryId={enquiryId} quotation={latest} onChanged={replace} />
      <div className="staff-quotation__actions">
        <QuotationLinks quotation={latest} className="btn btn-outline-primary" />
        <Button ref={sendButton} variant="outline-primary" disabled={sending} onClick={() => void send()}>
          {sending ? 'Sending…' : 'Send again'}
        </Button>
        <Button
          ref={reviseButton}
          variant="outline-primary"
          aria-expanded={revising}
          aria-controls={revising ? REVISE_ID : undefined}
          onClick={() => {
            setNotice(NO_OUTCOME);
            setRevising((open) => !open);
          }}
        >
          Revise
        </Button>
      </div>
      <FormOutcome {...notice} />
      {revising && (
        <ReviseForm
          enquiryId={enquiryId}
          latest={latest}
          onMade={revised}
          onCancel={() => {
            setRevising(false);
            reviseButton.current?.focus();
          }}
        />
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="h5 mt-4">Earlier revisions</h3>
          <ul className="list-group">
            {earlier.map((quotation) => (
              <li key={quotation.id} className="list-group-item staff-quotation__earlier">
                <span>
                  <span className="fw-semibold">{quotation.number}</span>, {formatTime(quotation.created_at)},{' '}
                  {formatRupees(quotation.total_paise)}, {quotationStatusLabel(quotation.status)}
                </span>
                <span className="staff-quotation__links">
                  <QuotationLinks quotation={quotation} which={`${quotation.number} `} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface StatusFieldProps {
  enquiryId: number;
  quotation: StaffQuotation;
  onChanged: (quotation: StaffQuotation) => void;
}

/**
 * The latest revision's status, saved as it is chosen. Changes made while one is being saved are sent after it, the
 * last chosen last, so the server ends with what sales chose; a refusal shows the saved status again, and why.
 */
function QuotationStatusField({ enquiryId, quotation, onChanged }: StatusFieldProps) {
  const { handleFailure } = useStaffSession();
  const [chosen, setChosen] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const saving = useRef(false);
  const queued = useRef<SettableQuotationStatus>();

  const options: (readonly [string, string])[] = [...SETTABLE_QUOTATION_STATUSES];
  if (quotation.status === 'revised') options.unshift(['revised', 'Revised']);

  const save = async (status: SettableQuotationStatus) => {
    setChosen(status);
    queued.current = status;
    if (saving.current) return;
    saving.current = true;
    setOutcome(NO_OUTCOME);
    while (queued.current) {
      const next: SettableQuotationStatus = queued.current;
      queued.current = undefined;
      try {
        const changed = await setQuotationStatus(enquiryId, quotation.id, next);
        if (changed) onChanged(changed);
        if (!queued.current) setOutcome({ done: `Saved: ${quotation.number} is marked ${quotationStatusLabel(next)}.`, failure: '' });
      } catch (failure) {
        queued.current = undefined;
        setOutcome({ done: '', failure: `The status was not saved. ${failureMessage(failure)}` });
        handleFailure(failure);
      }
    }
    saving.current = false;
    setChosen(undefined);
  };

  return (
    <div className="mb-3">
      <StaffField
        id="quotation-status"
        label="Quotation status"
        value={chosen ?? quotation.status}
        onChange={(value) => {
          // Revised is the server's word for a revision with a newer one, never a choice.
          if (SETTABLE_QUOTATION_STATUSES.some(([status]) => status === value)) void save(value as SettableQuotationStatus);
        }}
        options={options}
        hint="Saved as soon as you choose."
        className="staff-quotation__status mb-2"
      />
      <FormOutcome {...outcome} />
    </div>
  );
}

interface ReviseFormProps {
  enquiryId: number;
  latest: StaffQuotation;
  /** The new revision, or undefined when the answer did not carry it readably. */
  onMade: (quotation: StaffQuotation | undefined) => Promise<void>;
  onCancel: () => void;
}

/** Quantities as typed, by price book item id: the latest revision's to begin with. */
function quantitiesOf(quotation: StaffQuotation): Record<string, string> {
  return Object.fromEntries(
    quotation.document.lines.filter((line) => line.itemId > 0).map((line) => [String(line.itemId), String(line.quantity)]),
  );
}

/** The quantities to send: each item's number as typed; an empty field is left out. */
function typedQuantities(items: readonly PriceItem[], typed: Record<string, string>): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const item of items) {
    const text = (typed[String(item.id)] ?? '').trim();
    if (text !== '') quantities[String(item.id)] = Number(text);
  }
  return quantities;
}

const STATE_OPTIONS = INDIAN_STATES.map((state) => [state.code, state.name] as const);

/**
 * A new revision: a quantity for every item of today's price book (the latest revision's to begin with) and the
 * buyer's state. What was typed stays until the revision is made or the form is closed, whatever the server answers.
 */
function ReviseForm({ enquiryId, latest, onMade, onCancel }: ReviseFormProps) {
  const { handleFailure } = useStaffSession();
  const [attempt, setAttempt] = useState(0);
  const [book] = useStaffLoad(getPriceBook, [attempt]);
  const [typed, setTyped] = useState(() => quantitiesOf(latest));
  const [state, setState] = useState(latest.document.buyer.stateCode);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  const items = book.state === 'ready' ? book.data : [];
  const known = new Set(items.map((item) => item.id));
  const dropped = book.state === 'ready' ? latest.document.lines.filter((line) => !known.has(line.itemId)) : [];
  const stateOptions = STATE_OPTIONS.some(([code]) => code === state)
    ? STATE_OPTIONS
    : [['', 'Choose the buyer’s state'] as const, ...STATE_OPTIONS];

  /** Shows each refusal at its field (the GSTIN's at the state, which it is checked against), focus on the first. */
  const refused = (failure: unknown) => {
    const byField: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [key, text] of Object.entries(fieldMessages(failure))) {
      if (key === 'state' || key === 'gstin') byField.state = [byField.state, text].filter(Boolean).join(' ');
      else if (key === 'items' || (key.startsWith('qty-') && known.has(Number(key.slice(4))))) byField[key] = text;
      else elsewhere.push(text);
    }
    flushSync(() => {
      setErrors(byField);
      setMessage([failureMessage(failure), ...elsewhere].join(' '));
      setBusy(false);
    });
    // The fields in the form's order, each with the id of its control (the item list's error: its first quantity).
    const order: [string, string][] = [
      ['items', quantityId(items[0]?.id ?? 0)],
      ...items.map((item): [string, string] => [`qty-${item.id}`, quantityId(item.id)]),
      ['state', STATE_FIELD],
    ];
    const first = order.find(([key]) => byField[key]);
    const field = first ? document.getElementById(first[1]) : null;
    if (field) field.focus();
    else alert.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || book.state !== 'ready') return;
    setBusy(true);
    setMessage('');
    let made: StaffQuotation | undefined;
    try {
      made = await reviseQuotation(enquiryId, { quantities: typedQuantities(items, typed), state });
    } catch (failure) {
      handleFailure(failure);
      refused(failure);
      return;
    }
    await onMade(made);
  };

  return (
    <Form
      id={REVISE_ID}
      noValidate
      className="staff-quotation__revise"
      aria-labelledby="quotation-revise-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="quotation-revise-title" className="h5">
        Revise the quotation
      </h3>
      <p>
        The revision keeps the number with -R{latest.revision + 1} added and is priced with today’s prices and GST rates. Leave an item
        empty to leave it out.
      </p>
      {book.state === 'loading' && <p role="status">Loading the price book…</p>}
      {book.state === 'failed' && (
        <Alert variant="danger">
          The price book could not be read: {book.message}{' '}
          <Button variant="outline-secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Alert>
      )}
      {message && (
        <Alert variant="danger" role="alert" tabIndex={-1} ref={alert}>
          {message}
        </Alert>
      )}
      {book.state === 'ready' && (
        <>
          <fieldset className="mb-3" aria-describedby={errors.items ? 'quotation-items-message' : undefined}>
            <legend className="h6">Quantities</legend>
            {errors.items && (
              <p id="quotation-items-message" className="invalid-feedback d-block">
                {errors.items}
              </p>
            )}
            {items.length === 0 ? (
              <p>The price book has no items.</p>
            ) : (
              <div className="staff-quotation__quantities">
                {items.map((item) => (
                  <StaffField
                    key={item.id}
                    id={quantityId(item.id)}
                    label={item.name}
                    type="number"
                    step={1}
                    value={typed[String(item.id)] ?? ''}
                    onChange={(value) => setTyped((current) => ({ ...current, [String(item.id)]: value }))}
                    error={errors[`qty-${item.id}`]}
                    hint={`${formatRupees(Math.round(item.price * 100))} ${unitLabel(item.unit)}, before GST`}
                    className=""
                  />
                ))}
              </div>
            )}
            {dropped.length > 0 && (
              <p className="mt-2">
                No longer in the price book, so left out of the revision: {dropped.map((line) => line.name).join(', ')}.
              </p>
            )}
          </fieldset>
          <StaffField
            id={STATE_FIELD}
            label="Buyer’s state"
            value={state}
            onChange={setState}
            options={stateOptions}
            error={errors.state}
            hint="Maharashtra: CGST and SGST. Another state: IGST."
          />
        </>
      )}
      <div className="staff-quotation__actions">
        <Button type="submit" variant="primary" disabled={busy || book.state !== 'ready'}>
          {busy ? 'Making the revision…' : 'Make revision'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
