// What an item's form does, with what it holds (use-item-inputs.ts): its actions on the draft it was opened with.
// Save draft keeps the change from visitors (and sets when it goes live on its own, and for a page or an
// article when it is taken down); Preview saves the draft first when the form changed, then opens the item's
// page with the draft in a new tab; Publish makes the form's values live (with a pending draft: that draft, as
// the form has it); a writer submits the draft for review instead. A save names the draft the form opened, so
// a colleague's save of the same draft since is merged, field by field, never replaced; the form then shows
// what the draft holds. A new item's first draft closes the dialog; it opens again from its list or from
// Pending changes (`draft`), as an existing item's draft does. When a save fails because the session ended,
// what was typed is kept in the browser (content-kept.ts) until a save succeeds.
import { useState, type RefObject } from 'react';

import { isDocument } from '@common/content-model/kinds';
import { unscheduledSaid } from '@common/staff-roles';

import { toId } from '@/lib/validate';

import { conflictOf, createItem, updateItem } from '../api/content';
import { discardDraft, publishDrafts, readDraft, saveDraft, submitForReview, type PendingDraft } from '../api/content-drafts';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { readDrafts, toDrafts } from './content-form-drafts';
import { pick, withDraft } from './content-form-start';
import { forgetTyped, keepTyped, type KeptForm } from './content-kept';
import { openPreview, previewPath } from './content-preview';
import { scheduleInput } from './content-schedule';
import { titleOf } from './content-values';
import { formatTime } from '@/lib/staff/format-time';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useConflictChoice } from './use-conflict-choice';
import { SCHEDULE, TAKE_DOWN, useFormErrors } from './use-form-errors';
import { useItemInputs, type ItemInputsOptions } from './use-item-inputs';

export type FormAction = 'draft' | 'preview' | 'publish' | 'submit';

export interface ItemActionsOptions extends ItemInputsOptions {
  onDone: (message: string) => void;
  onDraftChanged: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  conflictRef: RefObject<HTMLDivElement | null>;
}

export function useItemActions({
  kind,
  item,
  draft,
  takeDown,
  prefill,
  parentId,
  onDone,
  onDraftChanged,
  formRef,
  conflictRef,
}: ItemActionsOptions) {
  const { handleFailure, session } = useStaffSession();
  /** A writer drafts and submits for review; editors and owners publish. */
  const writer = session?.role === 'writer';
  const inputs = useItemInputs({ kind, item, draft, takeDown, prefill, parentId });
  const { first, drafts, setDrafts, values: current, dirty, parent, setParent, baseline, setBaseline } = inputs;
  const { schedule, setSchedule, takeDownAt, setTakeDownAt, takeDownTo, setTakeDownTo, takeDownNow, when, down } = inputs;
  /**
   * The values of the version saves name (`version`), as the server had them: what differs from them is what this
   * person changed, and Keep mine keeps only that (with the fields both changed) over the other person's.
   */
  const [base, setBase] = useState(() => readDrafts(kind, first.drafts).values);
  const [pending, setPending] = useState(draft);
  /** The draft what was kept after a lost session was typed over (restoreTyped), until it is saved; null: none. */
  const [typedOver, setTypedOver] = useState<{ id: number; version: number } | null>();
  /** The draft a save names as the one the form's values were typed over. */
  const opened = typedOver !== undefined ? typedOver : pending && { id: pending.id, version: pending.version };
  const [version, setVersion] = useState(item?.version ?? 0);
  const { errors, message, setMessage, idOf, errorOf, messagesOf, showErrors, showFailure, clear } = useFormErrors(kind, formRef);
  const [status, setStatus] = useState<{ text: string; link?: string }>({ text: '' });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A writer's note for the reviewer, sent with Submit for review. */
  const [reviewNote, setReviewNote] = useState('');
  const label = kind.label.toLowerCase();
  /**
   * When the pending draft goes live on its own, as Publish would find it: the form's time (the save before
   * publishing sends it), else the draft's own when the form's cannot be read; none when staff cleared it.
   */
  const scheduledAt = pending ? ('value' in when ? when.value : pending.publishAt) : null;
  const focusFirst = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('.modal-body input, .modal-body textarea, .modal-body select')?.focus(),
    );

  const { conflict, setConflict, keepMine, takeTheirs } = useConflictChoice({
    kind,
    drafts,
    setDrafts,
    base,
    setBase,
    setVersion,
    rerun: (action, from, source) => run(action, from, source),
    onTookTheirs: () => {
      clear();
      focusFirst();
    },
  });

  /** Saves or publishes what the form holds (or `source`: what Keep mine chose, before the form shows it). */
  const run = (action: FormAction, from = version, source = drafts) => {
    const { values, errors: found } = readDrafts(kind, source);
    if (!item && kind.parent && parent === '') found[kind.parent.field] = 'is required: choose one';
    if ('error' in when && action !== 'publish') found[SCHEDULE] = when.error;
    if ('error' in down) found[TAKE_DOWN] = down.error;
    const downAt = 'value' in down ? down.value : null;
    if (downAt && 'value' in when && when.value && Date.parse(downAt) <= Date.parse(when.value)) {
      found[TAKE_DOWN] = 'must be after the time it goes live: it cannot come down before it is up';
    }
    if (Object.keys(found).length > 0) return showErrors(found, 'Correct the marked fields.');
    const body = !item && kind.parent ? { ...values, [kind.parent.field]: Number(parent) } : values;
    const valuesChanged = JSON.stringify(values) !== baseline.values;
    // A writer sets no times (an editor does when approving): the draft's stay as they are.
    const publishAt = writer ? undefined : 'value' in when ? (when.value ?? (pending?.publishAt ? null : undefined)) : undefined;
    /** Sent when it changed in the form (pages and articles only). */
    const takeDownSent =
      kind.takesDown && !writer && takeDownNow !== baseline.takeDown ? { at: downAt, to: takeDownTo.trim() || null } : undefined;
    const title = titleOf(kind, { id: item?.id ?? 0, position: 0, version: 0, parentId: null, values }) || kind.label;
    const saveNow = () =>
      saveDraft(kind, {
        item: item && { id: item.id, version: from },
        draft: item ? opened : (opened ?? pending),
        values: body,
        publishAt,
        takeDown: takeDownSent,
      });

    // A single document (Site settings) is named by its kind alone.
    const named = (text: string) => (isDocument(kind) ? kind.label : `${kind.label} “${text}”`);
    const times = takeDownSent ? { _unpublish_at: takeDownSent.at, _unpublish_to: takeDownSent.to } : {};
    const publish = async () => {
      if (!item && !pending) {
        const created = await createItem(kind, { ...body, ...times });
        return onDone(`${kind.label} “${titleOf(kind, created)}” created and published.`);
      }
      if (item && !pending) {
        const { saved: updated, merged } = await updateItem(kind, item.id, from, { ...values, ...times });
        return onDone([`${named(titleOf(kind, updated))} published.`, merged].filter(Boolean).join(' '));
      }
      const merged = valuesChanged || takeDownSent ? (await saveNow()).merged : null;
      // The server publishes a scheduled draft before its time only when told to (Publish asked staff first);
      // a time cleared in the form but not saved is still the draft's on the server.
      await publishDrafts([{ id: pending!.id, kind, itemId: item?.id ?? null }], {
        early: scheduledAt !== null || pending!.publishAt !== null,
      });
      onDone([`${named(title)} published.`, merged].filter(Boolean).join(' '));
    };
    /** A writer's Submit for review: the form saved as the draft (when it changed), then handed to the reviewers. */
    const submit = async (note: string) => {
      const made = valuesChanged || takeDownSent || !pending ? (await saveNow()).saved : pending!;
      await submitForReview(made, note);
      onDone(`${named(title)} is submitted for review: an editor will publish it or send it back with a comment.`);
    };
    /** After a draft was saved (or, for a preview of an unchanged form, was not). */
    const afterDraft = (draftSaved: { saved: PendingDraft; merged: string | null } | null, preview?: { shown: boolean; link: string }) => {
      const made = draftSaved?.saved ?? null;
      const opened =
        preview && (preview.shown ? 'The preview opened in a new tab.' : 'The browser blocked the new tab: allow pop-ups for this site.');
      // A new item's first draft: the dialog closes; the draft opens again from its list or from Pending changes.
      if (!item && !pending)
        return onDone(
          [
            `Draft of the new ${label} “${title}” saved: it is not live yet. It shows in the list where it will go live (move it with Up and Down); publish it from Pending changes.`,
            opened,
          ]
            .filter(Boolean)
            .join(' '),
        );
      if (made) {
        // Merged with a colleague's save of the same draft: the form shows what the draft holds now.
        const merged = { ...values, ...pick(made.values, Object.keys(kind.fields)) } as typeof values;
        const shown = JSON.stringify(merged) === JSON.stringify(values) ? values : merged;
        if (shown !== values) setDrafts(toDrafts(kind, withDraft(item, made)));
        setPending(made);
        setTypedOver(undefined);
        setBaseline({ values: JSON.stringify(shown), schedule, takeDown: takeDownNow });
        setBase(shown);
        setVersion(from);
        setSaved(true);
        onDraftChanged();
      }
      // Merged with someone else's changes: the server's sentence names whose ("Saved as a draft, together with …").
      const note =
        made &&
        (draftSaved?.merged ??
          (made.publishAt
            ? `Draft saved: it goes live on ${formatTime(made.publishAt)}.`
            : unscheduledSaid('Draft saved: visitors still see the live version.', Boolean(pending?.publishAt))));
      setStatus({ text: [note, opened].filter(Boolean).join(' '), link: preview && !preview.shown ? preview.link : undefined });
    };

    setBusy(true);
    setConflict(undefined);
    setStatus({ text: '' });
    let work: Promise<unknown>;
    if (action === 'publish') work = publish();
    else if (action === 'submit') work = submit(reviewNote);
    else if (action === 'draft') work = saveNow().then((made) => afterDraft(made));
    else {
      const saving =
        (item || pending) && !valuesChanged && schedule === baseline.schedule && !takeDownSent ? Promise.resolve(null) : saveNow();
      const link = previewPath(kind, { itemId: item?.id ?? null, parentId: item ? item.parentId : (toId(parent) ?? null), values });
      // The tab opens now, while the click still counts as the staff member's own.
      const opening = openPreview(saving.then(() => link));
      work = Promise.all([saving, opening]).then(([made, shown]) => afterDraft(made, { shown, link }));
    }
    work
      .then(() => forgetTyped(kind, item?.id))
      .catch((failure: unknown) => {
        // The session ended: what was typed waits in the browser for the next sign-in.
        if (failureStatus(failure) === 401) keepTyped(kind, item?.id, { drafts, schedule, parent, version: from, draft: opened });
        handleFailure(failure);
        const stale = (item || pending) && conflictOf(kind, failure);
        // A colleague's save of the same draft: from here on the form's saves name the draft as it is now.
        const theirDraft = stale && stale.draft ? readDraft(stale.draft) : undefined;
        if (theirDraft) setPending(theirDraft);
        if (stale) {
          clear();
          setConflict({ ...stale, mine: values, action });
          requestAnimationFrame(() => conflictRef.current?.focus());
          return;
        }
        showFailure(failure);
      })
      .finally(() => setBusy(false));
  };

  /** Puts back what was kept when the session ended, over the values the form opened with. */
  const restoreTyped = (kept: KeptForm) => {
    setDrafts((now) => ({ ...now, ...kept.drafts }));
    setSchedule(kept.schedule);
    if (!item) setParent(kept.parent);
    if (kept.version) setVersion(kept.version);
    if (kept.draft !== undefined) setTypedOver(kept.draft);
    setStatus({ text: 'What you typed is back in the form: save it to keep it.' });
  };
  const discard = async () => {
    if (!pending) return;
    setBusy(true);
    setStatus({ text: '' });
    try {
      await discardDraft(pending);
      if (!item) return onDone(`The draft of the new ${label} “${pending.title}” was discarded.`);
      const live = toDrafts(kind, item);
      setDrafts(live);
      setSchedule('');
      const liveDown = { at: scheduleInput(takeDown?.at ?? null), to: takeDown?.to ?? '' };
      setTakeDownAt(liveDown.at);
      setTakeDownTo(liveDown.to);
      setBaseline({ values: JSON.stringify(readDrafts(kind, live).values), schedule: '', takeDown: JSON.stringify(liveDown) });
      setBase(item.values);
      setPending(null);
      setSaved(true);
      setStatus({ text: 'Draft discarded: the form shows the live version again.' });
      onDraftChanged();
      focusFirst();
    } catch (failure) {
      handleFailure(failure);
      setMessage(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const state = {
    drafts,
    schedule,
    scheduledAt,
    takeDownAt,
    takeDownTo,
    reviewNote,
    writer,
    parent,
    errors,
    message,
    status,
    conflict,
    busy,
    saved,
    pending,
    dirty,
    values: current,
  };
  return {
    ...state,
    setDrafts,
    setSchedule,
    setTakeDownAt,
    setTakeDownTo,
    setReviewNote,
    setParent,
    idOf,
    errorOf,
    messagesOf,
    run,
    keepMine,
    takeTheirs,
    restoreTyped,
    discard: () => void discard(),
  };
}
