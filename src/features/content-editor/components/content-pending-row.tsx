// One pending draft's row: what it is and of which kind, what it changes field by field, who saved it and when,
// when it goes live, where its review stands, and what can be done with it — edit, publish (a scheduled one after
// a confirmation), preview, discard (after one too); a writer submits it for review, editors and owners approve it,
// send it back or comment, in a form that opens under the row.
import Button from 'react-bootstrap/Button';

import { kindNamed } from '@common/content-model/kinds';

import type { PendingDraft } from '../api/content-drafts';

import { ContentChanges, type ShownChange } from './content-changes';
import { ConfirmButton } from './content-confirm';
import { ReviewForm, ReviewSteps, type ReviewAction } from './content-review';
import { formatValue, titleIn, type Lookups } from './content-values';
import { formatSoon, formatTime } from '@/lib/staff/format-time';

const REVIEW_BADGES: Readonly<Record<NonNullable<PendingDraft['review']>, string>> = {
  'in-review': 'In review',
  'sent-back': 'Sent back',
};

/** A draft's changes as the list shows values; a new item's draft lists only its values. */
function changesOf(draft: PendingDraft, lookups: Lookups): ShownChange[] {
  const parentKind = draft.kind.parent ? kindNamed(draft.kind.parent.kind) : undefined;
  return draft.changes.flatMap((change) => {
    // A move saved in the draft: its place, and the parent whose list it moves to, by title.
    if (change.field === 'position') return [{ label: change.label, from: String(change.from), to: String(change.to) }];
    if (parentKind && change.field === draft.kind.parent?.field) {
      return [
        {
          label: change.label,
          from: titleIn(lookups, parentKind, Number(change.from)),
          to: titleIn(lookups, parentKind, Number(change.to)),
        },
      ];
    }
    const field = draft.kind.fields[change.field];
    if (!field) return [];
    const to = formatValue(field, change.to, lookups);
    return draft.itemId === null
      ? to === ''
        ? []
        : [{ label: change.label, to }]
      : [{ label: change.label, from: formatValue(field, change.from, lookups), to }];
  });
}

export interface PendingRowProps {
  draft: PendingDraft;
  /** The items its changes name (a plan's service, a move's parent), by kind. */
  lookups: Lookups;
  /** Whether the one looking is a writer, and their e-mail: a writer discards only their own drafts. */
  writer: boolean;
  email: string | undefined;
  busy: boolean;
  /** The review step whose form is open under the row; undefined: none. */
  reviewing: ReviewAction | undefined;
  onReview: (action: ReviewAction) => void;
  onCancelReview: () => void;
  onSendReview: (action: ReviewAction, note: string, publishAt: string | null) => void;
  onEdit: () => void;
  onPublish: () => void;
  onPreview: () => void;
  onDiscard: () => void;
}

export function PendingRow(props: PendingRowProps) {
  const { draft, lookups, writer, email, busy, reviewing } = props;
  const { onReview, onCancelReview, onSendReview, onEdit, onPublish, onPreview, onDiscard } = props;
  const reviewButton = (action: ReviewAction, text: string, variant = 'outline-primary') => (
    <Button
      size="sm"
      variant={variant}
      disabled={busy}
      aria-label={`${text}: ${draft.title}`}
      aria-expanded={reviewing === action}
      onClick={() => onReview(action)}
    >
      {text}
    </Button>
  );
  return (
    <>
      <tr>
        <th scope="row">
          {draft.title}
          {draft.review && <span className={`content-badge content-badge--${draft.review}`}> {REVIEW_BADGES[draft.review]}</span>}
          <ReviewSteps draft={draft} />
        </th>
        <td data-label="Kind" className="content-pending__kind">
          {draft.itemId === null ? `New ${draft.kind.label.toLowerCase()}` : draft.kind.label}
        </td>
        <td data-label="Changes" className="content-pending__changes">
          <ContentChanges changes={changesOf(draft, lookups)} />
        </td>
        <td data-label="Saved">
          <time className="content-pending__when" dateTime={draft.updatedAt}>
            {formatTime(draft.updatedAt)}
          </time>{' '}
          by{' '}
          <span className="content-pending__who">
            {draft.savedBy.find((member) => member.email === draft.updatedBy)?.name ?? draft.updatedBy}
          </span>
        </td>
        <td data-label="Goes live" className="content-pending__live">
          {draft.publishAt ? (
            <time className="content-pending__when" dateTime={draft.publishAt}>
              {formatTime(draft.publishAt)}
            </time>
          ) : (
            'When published'
          )}
        </td>
        <td>
          <div className="content-list__actions">
            <Button size="sm" variant="outline-primary" aria-label={`Edit ${draft.title}`} onClick={onEdit}>
              Edit
            </Button>
            {writer ? (
              draft.review !== 'in-review' && reviewButton('submit', 'Submit for review', 'primary')
            ) : draft.review === 'in-review' ? (
              <>
                {reviewButton('approve', 'Approve…', 'primary')}
                {reviewButton('send-back', 'Send back…', 'outline-danger')}
              </>
            ) : draft.publishAt ? (
              <ConfirmButton
                size="sm"
                label={`Publish ${draft.title}`}
                question={`Publish now instead of on ${formatSoon(draft.publishAt)}?`}
                confirm="Publish now"
                disabled={busy}
                onConfirm={onPublish}
              >
                Publish
              </ConfirmButton>
            ) : (
              <Button size="sm" variant="primary" disabled={busy} aria-label={`Publish ${draft.title}`} onClick={onPublish}>
                Publish
              </Button>
            )}
            <Button size="sm" variant="outline-primary" aria-label={`Preview ${draft.title}`} onClick={onPreview}>
              Preview
            </Button>
            {draft.review && reviewButton('comment', 'Comment…')}
            {(!writer || draft.createdBy === email) && (
              <ConfirmButton
                size="sm"
                label={`Discard ${draft.title}`}
                question="Discard this draft? Its changes are lost."
                confirm="Discard the draft"
                disabled={busy}
                onConfirm={onDiscard}
              >
                Discard
              </ConfirmButton>
            )}
          </div>
        </td>
      </tr>
      {reviewing && (
        <tr className="content-review__row">
          <td colSpan={6}>
            <ReviewForm
              draft={draft}
              action={reviewing}
              busy={busy}
              onSend={(note, publishAt) => onSendReview(reviewing, note, publishAt)}
              onCancel={onCancelReview}
            />
          </td>
        </tr>
      )}
    </>
  );
}
