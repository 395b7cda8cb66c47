// Review (WordPress's Pending Review): a writer saves drafts and submits one for review with a note; editors and
// owners find it "In review" in Pending changes, comment on it, send it back with a reason the writer reads, or
// approve it — publishing it at once or scheduling it. Each step is kept with the draft and is an entry of the
// activity log; with e-mail set up, the reviewers hear of a submission and the writer of the answer.
import { KINDS } from '../../common/content-model/kinds.ts';
import { recordAudit } from '../db/audit.ts';
import { insertReviewStep, setDraftReview, type ReviewStep } from '../db/drafts.ts';
import { ContentError } from '../db/content-items.ts';

import type { ContentDrafts, DraftView } from './drafts.ts';
import type { ContentEditor, ItemView } from './editor.ts';
import { MAX_REVIEW_NOTE } from './draft-schemas.ts';

/** Who hears of a review's step, when e-mail is set up. */
export interface ReviewNotice {
  step: ReviewStep['action'];
  draft: DraftView;
  by: string;
  note: string;
  /** The writer's e-mail (submission: who submitted; otherwise: who began the draft). */
  writer: string;
}

export type ReviewNotifier = (notice: ReviewNotice) => void;

const AUDIT_ACTIONS: Readonly<Record<ReviewStep['action'], string>> = {
  submit: 'submit-for-review',
  comment: 'review-comment',
  'send-back': 'send-back',
  approve: 'approve',
};

/** A step of a review: who, on which draft, what, their note, the review it leaves the draft in (undefined: as it was), when. */
type ReviewStepArgs = [
  actor: string,
  draftId: number,
  action: ReviewStep['action'],
  note: string,
  review: 'in-review' | 'sent-back' | null | undefined,
  now: Date,
];

export class DraftReviews {
  constructor(
    private readonly editor: ContentEditor,
    private readonly drafts: ContentDrafts,
    private readonly notify: ReviewNotifier = () => {},
  ) {}

  /** A writer (or anyone who drafts) asks for the draft to be reviewed, with a note for the reviewer. */
  submit(actor: string, draftId: number, note: string, now = new Date()): DraftView {
    return this.step(actor, draftId, 'submit', note, 'in-review', now);
  }

  /** A reviewer's (or the writer's) comment; the draft stays where it is in its review. */
  comment(actor: string, draftId: number, note: string, now = new Date()): DraftView {
    if (note.trim() === '') throw new ContentError(400, 'Nothing was sent: write a comment first.', { note: 'is required' });
    return this.step(actor, draftId, 'comment', note, undefined, now);
  }

  /** A reviewer sends the draft back to its writer with what to change. */
  sendBack(actor: string, draftId: number, note: string, now = new Date()): DraftView {
    if (note.trim() === '') {
      throw new ContentError(400, 'The draft was not sent back: say what to change.', { note: 'is required: the writer reads it' });
    }
    return this.step(actor, draftId, 'send-back', note, 'sent-back', now);
  }

  /**
   * A reviewer approves the draft: it goes live at once, or at `publishAt` (checked by the caller). Answers the item
   * as published, or the draft as scheduled.
   */
  approve(actor: string, draftId: number, note: string, publishAt: string | null, now = new Date()): ItemView | DraftView {
    const { draft, done } = this.editor.transaction(() => {
      const draft = this.record(actor, draftId, 'approve', note, null, now);
      if (publishAt !== null) return { draft, done: this.drafts.saveById(actor, draftId, {}, { publishAt }, now).draft };
      return { draft, done: this.drafts.publish(actor, [{ kind: draft.kind, draft: draft.id }], true)[0]! };
    });
    // Told once the approval is stored with its publish or time: one the rules refuse is no approval.
    this.tell(actor, 'approve', draft, note);
    return done;
  }

  private step(...step: ReviewStepArgs): DraftView {
    const draft = this.record(...step);
    const [actor, , action, note] = step;
    this.tell(actor, action, draft, note);
    return draft;
  }

  private tell(actor: string, action: ReviewStep['action'], draft: DraftView, note: string): void {
    this.notify({ step: action, draft, by: actor, note, writer: action === 'submit' ? actor : draft.created_by });
  }

  /** Stores a step of the review, with its entry in the activity log; answers the draft. */
  private record(...[actor, draftId, action, note, review, now]: ReviewStepArgs): DraftView {
    if (note.length > MAX_REVIEW_NOTE) {
      throw new ContentError(400, `The note is too long: at most ${MAX_REVIEW_NOTE} characters.`, {
        note: `must be at most ${MAX_REVIEW_NOTE} characters`,
      });
    }
    return this.editor.transaction(() => {
      const row = this.drafts.pendingRow(draftId);
      const kind = KINDS.find((one) => one.name === row.kind)!;
      if (action === 'send-back' && row.review !== 'in-review') {
        throw new ContentError(409, 'Only a draft in review can be sent back.');
      }
      insertReviewStep(this.editor.db, { draft_id: draftId, action, note, actor, at: now.toISOString() });
      if (review !== undefined) setDraftReview(this.editor.db, draftId, review);
      const { title } = this.drafts.get(draftId)!;
      recordAudit(
        this.editor.db,
        {
          actor,
          entity: kind.entity,
          entityId: row.item_id,
          action: AUDIT_ACTIONS[action],
          after: { draft: draftId, [kind.title]: title, note },
        },
        now,
      );
      return this.drafts.get(draftId)!;
    });
  }
}

/** Whether a role may publish, delete and review (a writer only drafts and submits). */
export { mayPublish } from '../../common/staff-roles.ts';
