// The note on an item's form while it has a pending draft: who saved it and when (and everyone who holds a part of
// it: two people's drafts of one item are one draft, merged), that it is not live yet, when it goes live or comes
// down on its own, where its review stands, and the way to throw it away.
import { namesInWords } from '@common/names-in-words';
import type { PendingDraft } from '../api/content-drafts';
import type { StaffMember } from '../api/presence';

import { ConfirmButton } from './content-confirm';
import { ReviewSteps } from './content-review';
import { formatTime } from '@/lib/staff/format-time';

export interface ContentDraftNoteProps {
  draft: PendingDraft;
  busy: boolean;
  onDiscard: () => void;
}

export function ContentDraftNote({ draft, busy, onDiscard }: ContentDraftNoteProps) {
  return (
    <div className="content-draft-note alert alert-info d-flex flex-wrap align-items-center gap-2">
      <p className="mb-0 me-auto">
        <strong>
          Draft saved by {nameOf(draft, draft.updatedBy)} at <time dateTime={draft.updatedAt}>{formatTime(draft.updatedAt)}</time> — not
          live yet.
        </strong>
        {draft.publishAt && (
          <>
            {' '}
            Goes live on <time dateTime={draft.publishAt}>{formatTime(draft.publishAt)}</time>.
          </>
        )}
        {draft.unpublishAt && (
          <>
            {' '}
            Taken down on <time dateTime={draft.unpublishAt}>{formatTime(draft.unpublishAt)}</time>.
          </>
        )}
        {draft.savedBy.length > 1 && <> Drafted together by {names(draft.savedBy)}.</>}
        {draft.review === 'in-review' && <> In review: an editor publishes it or sends it back.</>}
        {draft.review === 'sent-back' && <> Sent back: change it and submit it again.</>}
      </p>
      <ReviewSteps draft={draft} />
      <ConfirmButton
        size="sm"
        question="Discard this draft? Its changes are lost; the live version stays."
        confirm="Discard the draft"
        disabled={busy}
        onConfirm={onDiscard}
      >
        Discard draft
      </ConfirmButton>
    </div>
  );
}

/** "rahul, meera and asha": each account's name part, as the rest of the note names people. */
/** A person who saved the draft as colleagues read them (the server names them); their e-mail when it does not. */
const nameOf = (draft: PendingDraft, email: string) => draft.savedBy.find((person) => person.email === email)?.name ?? email;

function names(people: readonly StaffMember[]): string {
  return namesInWords(people.map((person) => person.name));
}
