// An enquiry's notes (author and time) and the form that adds one.
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { addEnquiryNote, type EnquiryNote } from '../api/enquiries';
import { failureMessage } from '@/lib/staff/staff-request';

import { formatTime } from '@/lib/staff/format-time';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export interface EnquiryNotesProps {
  enquiryId: number;
  notes: readonly EnquiryNote[];
  onAdded: (note: EnquiryNote) => void;
}

export function EnquiryNotes({ enquiryId, notes, onAdded }: EnquiryNotesProps) {
  const { handleFailure } = useStaffSession();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write the note first.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const note = await addEnquiryNote(enquiryId, text);
      if (note) onAdded(note);
      setText('');
      setError('');
    } catch (failure) {
      setError(failureMessage(failure));
      handleFailure(failure);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffSection titleId="notes-title" title="Notes" className="mt-5">
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="list-group mb-3">
          {notes.map((note) => (
            <li key={note.id} className="list-group-item">
              <p className="staff-note mb-1">{note.body}</p>
              <small className="text-body-secondary">
                {note.author}, {formatTime(note.created_at)}
              </small>
            </li>
          ))}
        </ul>
      )}
      <Form noValidate onSubmit={(event) => void add(event)}>
        <StaffField id="note-text" label="New note" rows={3} value={text} onChange={setText} error={error} inputRef={field} />
        <Button type="submit" variant="primary" disabled={busy}>
          Add note
        </Button>
      </Form>
    </StaffSection>
  );
}
