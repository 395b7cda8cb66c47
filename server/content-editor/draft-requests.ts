// What a save's body says beside its fields: a draft or not (`_status`), when it goes live (`_publish_at`), when
// its page or article leaves the site and where its address then sends visitors (`_unpublish_at`,
// `_unpublish_to`), and the draft's version the form opened (`_draft_version`). Each is checked here, with a
// message naming it: a time must have its offset and lie ahead; a take-down comes after the publish.
import { httpErrors } from '@fastify/sensible';
import type { FastifyRequest } from 'fastify';

import { oneItem, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import { encodeLink, linkProblem } from '../../common/links.ts';
import { namesInWords } from '../../common/names-in-words.ts';
import type { ContentError } from '../db/content-items.ts';
import { NOT_SAVED } from '../errors.ts';

import type { DraftSave } from './draft-types.ts';
import type { Expected, MergeNote } from './editor.ts';

/** A refusal of this API: its status, its message and, where fields are to blame, a message per field. */
export const refused = (status: number, message: string, fields?: Record<string, string>) =>
  httpErrors.createError(status, message, fields ? { fields } : {});

/** The version named by If-Match ("3", W/"3"); undefined without one or for "*" (the last write wins). */
export function expectedVersion(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = header.match(/^\s*(?:W\/)?"(\d{1,15})"\s*$/);
  if (!match) throw refused(400, 'The If-Match header must name a version, such as "3".', { 'if-match': 'must be a version such as "3"' });
  return Number(match[1]);
}

export const etag = (version: number) => `"${version}"`;

const WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * A time a request sets (ISO 8601 with its offset), as UTC; null clears it; undefined: not sent. It must lie
 * ahead of `now` (the schedule's clock).
 */
export function readTime(value: unknown, name: string, now: Date): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || !WITH_OFFSET.test(value) || Number.isNaN(Date.parse(value))) {
    throw refused(400, NOT_SAVED, { [name]: 'must be a date and time with its offset, such as 2026-12-01T09:00:00+05:30' });
  }
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) {
    throw refused(400, NOT_SAVED, {
      [name]: `must be in the future: it is ${formatIndiaTime(now.toISOString())} (India time) now, and ${formatIndiaTime(at.toISOString())} has passed`,
    });
  }
  return at.toISOString();
}

/** What a body says beside its fields. */
export interface SaveRequest {
  draft: boolean;
  made: DraftSave;
  fields: Record<string, unknown>;
}

/**
 * A body's own fields, and whether it is a draft (`"_status": "draft"`) with the times it sets. `kind` decides
 * whether a take-down may be set (pages and articles).
 */
export function saveRequest(kind: KindDeclaration, body: Record<string, unknown>, now: Date, impliedDraft = false): SaveRequest {
  const {
    _status: status,
    _publish_at: publishAt,
    _unpublish_at: unpublishAt,
    _unpublish_to: unpublishTo,
    _draft_version: draftVersion,
    _draft_id: draftId,
    ...fields
  } = body;
  if (status !== undefined && status !== 'draft' && status !== 'published') {
    throw refused(400, NOT_SAVED, { _status: 'must be "draft" or "published"' });
  }
  const draft = impliedDraft || status === 'draft';
  const publish = readTime(publishAt, '_publish_at', now);
  if (publish !== undefined && publish !== null && !draft) throw refused(400, NOT_SAVED, { _publish_at: 'goes with "_status": "draft"' });
  if ((unpublishAt !== undefined || unpublishTo !== undefined) && !kind.takesDown) {
    throw refused(400, NOT_SAVED, { _unpublish_at: `only pages and articles are taken down at a time, not ${oneItem(kind)}` });
  }
  const unpublish = readTime(unpublishAt, '_unpublish_at', now);
  if (unpublish && publish && unpublish <= publish) {
    throw refused(400, NOT_SAVED, {
      _unpublish_at: `must be after the time it goes live (${formatIndiaTime(publish)}, India time): it cannot come down before it is up`,
    });
  }
  if (unpublishTo !== undefined && unpublishTo !== null) {
    // The one rule for links staff enter (common/links.ts); stored as the web sends it.
    const problem = typeof unpublishTo === 'string' ? linkProblem(unpublishTo, 'page-or-https') : 'must be a link';
    if (problem) throw refused(400, NOT_SAVED, { _unpublish_to: `${problem}, or null for 410 Gone` });
  }
  if (draftVersion !== undefined && draftVersion !== null && !(Number.isSafeInteger(draftVersion) && (draftVersion as number) > 0)) {
    throw refused(400, NOT_SAVED, { _draft_version: 'must be the version of the draft the form was opened with, or null' });
  }
  if (draftId !== undefined && draftId !== null && !(Number.isSafeInteger(draftId) && (draftId as number) > 0)) {
    throw refused(400, NOT_SAVED, { _draft_id: 'must be the id of the draft the form was opened with, or null' });
  }
  const takeDown =
    unpublishAt === undefined && unpublishTo === undefined
      ? undefined
      : { at: unpublish, to: unpublishTo === undefined ? undefined : unpublishTo === null ? null : encodeLink(unpublishTo as string) };
  return {
    draft,
    made: {
      publishAt: publish,
      takeDown,
      draftVersion: draftVersion as number | null | undefined,
      ...(typeof draftId === 'number' ? { draftId } : {}),
    },
    fields,
  };
}

/** What a publish did, in a sentence: "One change is live; 1 scheduled change was left for its time." */
export function publishMessage(published: number, leftScheduled: number, leftForReview = 0): string {
  const live =
    published === 1
      ? 'One change is live'
      : published === 0 && leftScheduled + leftForReview > 0
        ? 'No change was published'
        : `${published} changes are live`;
  const left = [
    leftScheduled > 0
      ? `${leftScheduled} scheduled ${leftScheduled === 1 ? 'change was' : 'changes were'} left for ${leftScheduled === 1 ? 'its' : 'their'} time`
      : '',
    leftForReview > 0 ? `${leftForReview} ${leftForReview === 1 ? 'draft waits' : 'drafts wait'} for review` : '',
  ].filter(Boolean);
  return left.length === 0 ? `${live}.` : `${live}; ${left.join('; ')}.`;
}

/** A draft Publish all passed over: the content's rules refused it now. */
export interface NotPublished {
  draft: number;
  title: string;
  /** Why, as staff read it: each refused field's label and what is wrong with it, or the refusal's sentence. */
  why: string;
}

/** Why the content's rules refused a draft: "Address: another page is already called …", field by field. */
export function whyRefused(kind: KindDeclaration, error: ContentError): string {
  const fields = Object.entries(error.fields);
  if (fields.length === 0) return error.message.replace(/\.$/, '');
  return fields.map(([name, text]) => `${kind.fields[name]?.label ?? name}: ${text}`).join('; ');
}

/** The sentence that follows Publish all's count for a draft it passed over. */
export const notPublishedSentence = ({ title, why }: NotPublished): string => `“${title}” stays a draft: ${why}.`;

/**
 * The sentence of a save merged with the changes made since the version it was made from: whose (colleagues', the
 * person's own from another window, or both), else only that there were changes.
 */
export function mergedMessage(merged: MergeNote, draft: boolean): string {
  const names = merged.with.map((person) => person.name);
  const others = namesInWords(names);
  const whose =
    names.length === 0
      ? merged.your_other_window
        ? 'your changes from another window made since you opened it here'
        : 'the changes made since you opened it'
      : merged.your_other_window
        ? `${others}’s changes and yours from another window made since you opened it here`
        : `${others}’s changes made since you opened it`;
  return `${draft ? 'Saved as a draft' : 'Saved'}, together with ${whose}.`;
}
