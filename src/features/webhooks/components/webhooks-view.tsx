// The Webhooks page (owners): add a receiver of new enquiries (every enquiry, or one form's answers) and copy its
// secret, shown this once; the webhooks with what each gets and how many deliveries wait or failed, each removed after
// a question; and one webhook's newest deliveries, each of which may be sent again. A form's page in the content editor
// shows its answers' deliveries the same way (FormDeliveries).
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';

import { hrefs } from '@common/paths';
import { roleMayUse } from '@common/staff-roles';

import { failureMessage, failureStatus, fieldMessages } from '@/lib/staff/staff-request';
import { formatTime } from '@/lib/staff/format-time';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import {
  addWebhook,
  getDeliveries,
  getFormDeliveries,
  getWebhooks,
  removeWebhook,
  sendDeliveryAgain,
  type AddedWebhook,
  type Delivery,
  type DeliveryStatus,
  type Webhook,
  type WebhookForm,
} from '../api/webhooks';

export interface WebhooksViewProps {
  /** The forms a webhook may be limited to (the route reads them as the content editor does). */
  loadForms: () => Promise<WebhookForm[]>;
}

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

const EVERY_ENQUIRY = '';
const DELIVERIES_ID = 'webhook-deliveries';

const STATUSES: Readonly<Record<DeliveryStatus, string>> = {
  delivered: 'Delivered',
  pending: 'Waiting for next try',
  failed: 'Failed',
};

/** What a webhook gets, in words. */
function receives(webhook: Webhook): string {
  if (webhook.formId === null) return 'Every enquiry';
  return webhook.formName ? `Answers to ${webhook.formName}` : 'Answers to a deleted form';
}

function AddWebhook({ forms, onAdded }: { forms: readonly WebhookForm[]; onAdded: () => void }) {
  const { handleFailure } = useStaffSession();
  const [url, setUrl] = useState('');
  const [choice, setChoice] = useState(EVERY_ENQUIRY);
  const [errors, setErrors] = useState<{ url?: string; form_id?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<AddedWebhook>();
  const [copied, setCopied] = useState('');
  const urlRef = useRef<FieldRef>(null);
  const formRef = useRef<FieldRef>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    setAdded(undefined);
    setCopied('');
    try {
      const made = await addWebhook(url.trim(), choice === EVERY_ENQUIRY ? null : Number(choice));
      setUrl('');
      setChoice(EVERY_ENQUIRY);
      setErrors({});
      setAdded(made);
      onAdded();
    } catch (error) {
      const fields = fieldMessages(error);
      setErrors({ url: fields.url, form_id: fields.form_id });
      if (!fields.url && !fields.form_id) setFailure(failureMessage(error));
      if (failureStatus(error) !== 401) (fields.form_id && !fields.url ? formRef : urlRef).current?.focus();
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  // The secret is what to act on now: the only time it can be copied.
  useEffect(() => {
    if (added) secretRef.current?.focus();
  }, [added]);

  const copy = async (secret: string) => {
    if (!navigator.clipboard) {
      secretRef.current?.select();
      setCopied('Copying is not available here: the secret is selected, copy it with the keyboard.');
      return;
    }
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('The secret is copied.');
    } catch {
      secretRef.current?.select();
      setCopied('Copying was not allowed here: the secret is selected, copy it with the keyboard.');
    }
  };

  const done = () => {
    setAdded(undefined);
    setCopied('');
    urlRef.current?.focus();
  };

  const options = [
    [EVERY_ENQUIRY, 'Every enquiry'] as const,
    ...forms.map((form) => [String(form.id), `Answers to ${form.title}`] as const),
  ];
  return (
    <StaffSection titleId="webhook-add-title" title="Add a webhook" className="mb-5">
      <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
        <StaffField
          id="webhook-url"
          label="Receiver’s address"
          type="url"
          autoComplete="off"
          value={url}
          onChange={setUrl}
          error={errors.url}
          hint="An https:// address, such as your CRM’s webhook URL"
          inputRef={urlRef}
          required
        />
        <StaffField
          id="webhook-form"
          label="Send"
          value={choice}
          onChange={setChoice}
          options={options}
          error={errors.form_id}
          inputRef={formRef}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Adding the webhook…' : 'Add webhook'}
        </Button>
      </Form>
      {failure && (
        <div className="mt-3">
          <FormOutcome done="" failure={failure} />
        </div>
      )}
      {added && (
        <Alert variant="warning" role="status" className="mt-3">
          <p>
            <strong>Copy the secret now: it is shown only this once.</strong> Put it in the receiver at {added.webhook.url} to check each
            enquiry’s signature.
          </p>
          <Form.Group controlId="webhook-secret" className="mb-2">
            <Form.Label>Secret</Form.Label>
            <Form.Control
              ref={secretRef}
              readOnly
              value={added.secret}
              className="font-monospace"
              onFocus={(event) => event.target.select()}
            />
          </Form.Group>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button variant="outline-secondary" size="sm" onClick={() => void copy(added.secret)}>
              Copy
            </Button>
            <Button variant="primary" size="sm" onClick={done}>
              Done
            </Button>
            {copied && <span>{copied}</span>}
          </div>
        </Alert>
      )}
    </StaffSection>
  );
}

interface DeliveryLogProps {
  /** Reads the deliveries (again after a Send again). */
  load: () => Promise<Delivery[]>;
  /** What the deliveries are: read again when it changes. */
  of: string;
  caption: string;
  /** Show each delivery's webhook address (a form's log: its answers go to several). */
  withAddress?: boolean;
  onSent?: () => void;
}

/** Deliveries, newest first, with their status, tries, last answer and next try, each of which may be sent again. */
function DeliveryLog({ load, of, caption, withAddress = false, onSent }: DeliveryLogProps) {
  const { handleFailure } = useStaffSession();
  const [round, setRound] = useState(0);
  const [log] = useStaffLoad(load, [of, round]);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  // Not disabled while it is sent: a disabled button would drop the focus it holds.
  const sending = useRef(false);

  const sendAgain = async (delivery: Delivery) => {
    if (sending.current) return;
    sending.current = true;
    setDone('');
    setFailure('');
    try {
      setDone(await sendDeliveryAgain(delivery.webhookId, delivery.id));
    } catch (error) {
      setFailure(failureMessage(error));
      handleFailure(error);
    } finally {
      sending.current = false;
      setRound((value) => value + 1);
      onSent?.();
    }
  };

  return (
    <>
      <FormOutcome done={done} failure={failure} />
      {log.state === 'loading' && <p role="status">Loading the deliveries…</p>}
      {log.state === 'failed' && <Alert variant="danger">{log.message}</Alert>}
      {log.state === 'ready' && log.data.length === 0 && <p>No deliveries yet.</p>}
      {log.state === 'ready' && log.data.length > 0 && (
        <StaffTable
          caption={caption}
          columns={[...(withAddress ? ['Webhook'] : []), 'Enquiry', 'Status', 'Tries', 'Last answer', 'Next try']}
          className="staff-table staff-cards"
          rows={log.data}
          rowKey={(delivery) => delivery.id}
        >
          {(delivery) => (
            <>
              {withAddress && <td data-label="Webhook">{delivery.url}</td>}
              <td data-label="Enquiry">
                <Link to={hrefs.staffEnquiry(delivery.enquiryId)}>Enquiry {delivery.enquiryId}</Link>
              </td>
              <td data-label="Status">{STATUSES[delivery.status]}</td>
              <td data-label="Tries">{delivery.attempts}</td>
              <td data-label="Last answer">{delivery.responseCode ?? (delivery.lastError || '—')}</td>
              <td data-label="Next try">
                {delivery.nextTryAt ? <time dateTime={delivery.nextTryAt}>{formatTime(delivery.nextTryAt)}</time> : '—'}
              </td>
              <td data-label="">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  aria-label={`Send delivery ${delivery.id} again`}
                  onClick={() => void sendAgain(delivery)}
                >
                  Send again
                </Button>
              </td>
            </>
          )}
        </StaffTable>
      )}
    </>
  );
}

export function WebhooksView({ loadForms }: WebhooksViewProps) {
  const { handleFailure } = useStaffSession();
  const [round, setRound] = useState(0);
  const [list] = useStaffLoad(getWebhooks, [round]);
  const [forms] = useStaffLoad(loadForms, []);
  const [open, setOpen] = useState<number>();
  // The webhook the question is about; it stays set while the question closes, so its title does not change as it fades.
  const [removing, setRemoving] = useState<Webhook>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const logHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes when the question closes: back to its Remove button, or, once the row is gone, the list's heading.
  const removeButton = useRef<HTMLElement | null>(null);
  const removed = useRef(false);

  const reload = () => setRound((value) => value + 1);

  const toggle = (webhook: Webhook) => {
    setOpen(open === webhook.id ? undefined : webhook.id);
  };

  // The log is drawn below the list: the focus follows it there when it opens.
  useEffect(() => {
    if (open !== undefined) logHeading.current?.focus();
  }, [open]);

  const askToRemove = (webhook: Webhook, event: MouseEvent<HTMLButtonElement>) => {
    removeButton.current = event.currentTarget;
    removed.current = false;
    setRemoving(webhook);
    setAsking(true);
  };

  const remove = async (webhook: Webhook) => {
    removed.current = true;
    setAsking(false);
    setBusy(true);
    setDone('');
    setFailure('');
    try {
      setDone(await removeWebhook(webhook.id));
      if (open === webhook.id) setOpen(undefined);
    } catch (error) {
      setFailure(failureMessage(error));
      handleFailure(error);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const webhooks = list.state === 'ready' ? list.data : [];
  const opened = webhooks.find((webhook) => webhook.id === open);
  return (
    <>
      <p>
        Each new enquiry is sent as JSON to these addresses, signed with the webhook’s secret: docs/enquiries.md shows how to check the
        signature.
      </p>
      {forms.state === 'failed' && (
        <Alert variant="warning">The forms could not be read ({forms.message}): a webhook can still be added for every enquiry.</Alert>
      )}
      <AddWebhook forms={forms.state === 'ready' ? forms.data : []} onAdded={reload} />

      <section aria-labelledby="webhook-list-title">
        <h2 id="webhook-list-title" className="h4" ref={listHeading} tabIndex={-1}>
          Added webhooks
        </h2>
        <FormOutcome done={done} failure={failure} />
        {list.state === 'loading' && <p role="status">Loading the webhooks…</p>}
        {list.state === 'failed' && <Alert variant="danger">{list.message}</Alert>}
        {list.state === 'ready' && webhooks.length === 0 && <p>No webhooks yet.</p>}
        {webhooks.length > 0 && (
          <StaffTable
            caption="Webhooks"
            columns={['Address', 'Receives', 'Added', 'Waiting', 'Failed']}
            className="staff-table staff-cards"
            rows={webhooks}
            rowKey={(webhook) => webhook.id}
          >
            {(webhook) => (
              <>
                <td data-label="Address">{webhook.url}</td>
                <td data-label="Receives">{receives(webhook)}</td>
                <td data-label="Added">
                  <time dateTime={webhook.createdAt}>{formatTime(webhook.createdAt)}</time> by {webhook.createdBy}
                </td>
                <td data-label="Waiting">{webhook.pending}</td>
                <td data-label="Failed">{webhook.failed > 0 ? <strong className="text-danger">{webhook.failed}</strong> : 0}</td>
                <td data-label="">
                  <div className="d-flex flex-wrap gap-2">
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      aria-label={`Deliveries to ${webhook.url}`}
                      aria-expanded={open === webhook.id}
                      aria-controls={open === webhook.id ? DELIVERIES_ID : undefined}
                      onClick={() => toggle(webhook)}
                    >
                      Deliveries
                    </Button>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      disabled={busy}
                      aria-label={`Remove the webhook to ${webhook.url}`}
                      onClick={(event) => askToRemove(webhook, event)}
                    >
                      Remove
                    </Button>
                  </div>
                </td>
              </>
            )}
          </StaffTable>
        )}
      </section>

      {opened && (
        <section id={DELIVERIES_ID} aria-labelledby="webhook-deliveries-title" className="mt-5">
          <h2 id="webhook-deliveries-title" className="h4" ref={logHeading} tabIndex={-1}>
            Deliveries to {opened.url}
          </h2>
          <DeliveryLog
            key={opened.id}
            load={() => getDeliveries(opened.id)}
            of={String(opened.id)}
            caption={`Deliveries to ${opened.url}, newest first; times in India time`}
            onSent={reload}
          />
        </section>
      )}

      <Modal
        show={asking}
        onHide={() => setAsking(false)}
        aria-labelledby="webhook-remove-title"
        restoreFocus={false}
        onExited={() => (removed.current ? listHeading.current : removeButton.current)?.focus()}
      >
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="webhook-remove-title" as="h2" className="h4">
            Remove the webhook to {removing?.url}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            Nothing more is sent to it, its deliveries are deleted, and its secret stops working. To send enquiries there again, add it anew
            and give the receiver the new secret.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => removing && void remove(removing)}>
            Remove the webhook
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

/**
 * A form's delivery log, on its page in the content editor: its newest answers' deliveries to every webhook that got
 * them, with Send again. Owners only (webhooks are theirs); nothing for other roles, and nothing before the form is saved.
 */
export function FormDeliveries({ formId }: { formId: number }) {
  const { session } = useStaffSession();
  if (!session || !roleMayUse(session.role, 'webhooks')) return null;
  return (
    <section aria-labelledby={`form-${formId}-deliveries`} className="mt-4">
      <h3 id={`form-${formId}-deliveries`} className="h5">
        Webhook deliveries
      </h3>
      {/* The editor's dialog is narrower than the window: the table scrolls inside it rather than past its edge. */}
      <div className="table-responsive">
        <DeliveryLog
          load={() => getFormDeliveries(formId)}
          of={String(formId)}
          caption="Deliveries of this form’s answers, newest first; times in India time"
          withAddress
        />
      </div>
    </section>
  );
}
