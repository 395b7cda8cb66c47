// What an item's form says besides its fields: warnings about a change visitors will not see (with
// "Publish anyway" once a save was held for them), the question before unsaved changes are dropped, and
// the offer of what was typed before the session ended. Each takes focus when it asks something.
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';

import type { FormAction } from './use-item-actions';
import { formatTime } from '@/lib/staff/format-time';
import { whatsappNumber } from '@common/whatsapp-number';

const ANYWAY: Record<Exclude<FormAction, 'preview'>, string> = {
  draft: 'Save draft anyway',
  publish: 'Publish anyway',
  submit: 'Submit anyway',
};

export interface ContentWarningsProps {
  id: string;
  warnings: readonly string[];
  /** The save held until staff confirm it. */
  held: Exclude<FormAction, 'preview'> | undefined;
  onProceed: () => void;
}

/** Always in the page (a live region), so a warning that appears as staff type is read out. */
export function ContentWarnings({ id, warnings, held, onProceed }: ContentWarningsProps) {
  const proceedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (held) proceedRef.current?.focus();
  }, [held]);
  const listId = `${id}-list`;
  return (
    <div aria-live="polite" className="content-warnings">
      {warnings.length > 0 && (
        <div className="alert alert-warning" id={id}>
          <p className="content-warnings__title">Visitors will not see this as you may expect:</p>
          <ul id={listId}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          {held && (
            <div className="content-warnings__confirm">
              <span>Save it all the same?</span>
              <Button ref={proceedRef} variant="primary" aria-describedby={listId} onClick={onProceed}>
                {ANYWAY[held]}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export interface DiscardQuestionProps {
  id: string;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/**
 * "Discard your changes?" inside the dialog. Focus goes to Keep editing, the answer that loses nothing,
 * and from there back to where it was when the question came.
 */
export function DiscardQuestion({ id, onDiscard, onKeepEditing }: DiscardQuestionProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const beforeRef = useRef<Element | null>(null);
  useEffect(() => {
    beforeRef.current = document.activeElement;
    keepRef.current?.focus();
  }, []);
  const keepEditing = () => {
    const before = beforeRef.current;
    onKeepEditing();
    if (before instanceof HTMLElement && before.isConnected && before !== keepRef.current) requestAnimationFrame(() => before.focus());
  };
  return (
    <div className="alert alert-warning content-form-question" role="group" aria-labelledby={id} aria-describedby={`${id}-note`}>
      <p id={id} className="content-form-question__title">
        Discard your changes?
      </p>
      <p id={`${id}-note`}>What you changed in this form is not saved yet.</p>
      <div className="content-form-question__actions">
        <Button variant="danger" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button ref={keepRef} variant="outline-secondary" onClick={keepEditing}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}

export interface RestoreOfferProps {
  id: string;
  /** When it was kept (ISO 8601). */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** The form's values kept when the session ended before a save: put back, or let go. */
export function RestoreOffer({ id, savedAt, onRestore, onDiscard }: RestoreOfferProps) {
  const when = formatTime(savedAt);
  return (
    <div className="alert alert-info content-form-question" role="group" aria-labelledby={id}>
      <p id={id} className="content-form-question__title">
        Your session ended before this form was saved; what you typed was kept in this browser.
      </p>
      <div className="content-form-question__actions">
        <Button variant="primary" onClick={onRestore} data-restore-offer>
          Restore what you typed on {when}
        </Button>
        <Button variant="outline-secondary" aria-label="Discard what you typed" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}

/**
 * Which number the chat button opens, as staff type: the WhatsApp number set apart, else the main phone's
 * (a live region, so a change is read out).
 */
export function WhatsappNumberNote({ own, phone }: { own: string; phone: string }) {
  const number = own.trim() || whatsappNumber(phone);
  return (
    <p className="form-text mt-n2 mb-3" aria-live="polite">
      {number === ''
        ? 'The chat button opens no chat until the main phone or this number is set.'
        : own.trim()
          ? `The chat button opens a WhatsApp chat with ${number}, set apart from the main phone.`
          : `The chat button opens a WhatsApp chat with ${number}: the main phone’s.`}
    </p>
  );
}
