// The note on an item's form while it has a pending draft: who saved it and when, that it is not live
// yet, when it goes live on its own if it is scheduled, and the way to throw it away.
import type { PendingDraft } from '../api/content-drafts';

import { ConfirmButton } from './content-confirm';
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
          Draft saved by {draft.updatedBy} at <time dateTime={draft.updatedAt}>{formatTime(draft.updatedAt)}</time> — not live yet.
        </strong>
        {draft.publishAt && (
          <>
            {' '}
            Goes live on <time dateTime={draft.publishAt}>{formatTime(draft.publishAt)}</time>.
          </>
        )}
      </p>
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
