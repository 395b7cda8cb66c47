// What an item's form holds and does: its inputs, the draft it was opened with, and its actions.
// Save draft keeps the change from visitors (and sets when it goes live on its own, and for a page or an
// article when it is taken down); Preview saves the draft first when the form changed, then opens the item's
// page with the draft in a new tab; Publish makes the form's values live (with a pending draft: that draft, as
// the form has it); a writer submits the draft for review instead. A save names the draft the form opened, so
// a colleague's save of the same draft since is merged, field by field, never replaced; the form then shows
// what the draft holds. A new item's first draft closes the dialog; it opens again from its list or from
// Pending changes (`draft`), as an existing item's draft does. When a save fails because the session ended,
// what was typed is kept in the browser (content-kept.ts) until a save succeeds.
import { useState, type RefObject } from 'react';

import { isDocument, kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { toId } from '@/lib/validate';

import { conflictOf, createItem, updateItem, type Conflict, type ContentItem, type FieldValue } from '../api/content';
import {
  discardDraft,
  publishDrafts,
  readDraft,
  saveDraft,
  submitForReview,
  type PendingDraft,
  type TakeDown,
} from '../api/content-drafts';
import { failureMessage, failureStatus, fieldMessages } from '@/lib/staff/staff-request';

import { forgetTyped, keepTyped, type KeptForm } from './content-kept';

import { openPreview, previewPath } from './content-preview';
import { readSchedule, scheduleInput } from './content-schedule';
import { fieldDrafts, readDrafts, toDrafts, type Drafts } from './content-form-drafts';
import { sameValue, titleOf } from './content-values';
import { formatTime } from '@/lib/staff/format-time';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export type FormAction = 'draft' | 'preview' | 'publish' | 'submit';

/** The id under which the time to go live is checked and named. */
const SCHEDULE = 'publish-at';
/** The id under which a page's or an article's time to be taken down is checked and named. */
const TAKE_DOWN = 'unpublish-at';

export interface ItemActionsOptions {
  kind: KindDeclaration;
  /** The item as it is live; none for a new item. */
  item: ContentItem | undefined;
  /** Its pending draft when the form opened (for a new item: the draft the form edits). */
  draft: PendingDraft | null;
  /** A live page's or article's scheduled take-down when the form opened. */
  takeDown?: TakeDown | null;
  /** A new item's values to start with instead of the defaults. */
  prefill?: Readonly<Record<string, FieldValue>>;
  parentId?: number | null;
  onDone: (message: string) => void;
  onDraftChanged: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  conflictRef: RefObject<HTMLDivElement | null>;
}

/** The declared fields among some names. */
const pick = <T>(fields: Readonly<Record<string, T>>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)));

/** The item with its draft's values: what the form shows (a new item's draft: its values alone). */
const withDraft = (item: ContentItem | undefined, draft: PendingDraft | null): ContentItem | undefined =>
  item && draft
    ? { ...item, values: { ...item.values, ...draft.values } }
    : (item ?? (draft ? { id: 0, position: 0, version: 0, parentId: draft.parentId, values: draft.values } : undefined));

/** The field a server message is about: "price_description[0]" is about price_description, "_publish_at" about the time. */
const fieldOfPath = (path: string) =>
  path === '_publish_at' ? SCHEDULE : path === '_unpublish_at' || path === '_unpublish_to' ? TAKE_DOWN : (path.split(/[[.]/)[0] ?? path);

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
  const [first] = useState(() => ({
    drafts: {
      ...toDrafts(kind, withDraft(item, draft)),
      ...(item || draft || !prefill ? {} : fieldDrafts(pick(kind.fields, Object.keys(prefill)), prefill)),
    },
    schedule: scheduleInput(draft?.publishAt ?? null),
    takeDown: {
      at: scheduleInput(draft ? draft.unpublishAt : (takeDown?.at ?? null)),
      to: (draft ? draft.unpublishTo : takeDown?.to) ?? '',
    },
  }));
  const [drafts, setDrafts] = useState<Drafts>(first.drafts);
  const [schedule, setSchedule] = useState(first.schedule);
  /** When a page or an article is taken down (India time), and where its address then sends visitors ('' : 410 Gone). */
  const [takeDownAt, setTakeDownAt] = useState(first.takeDown.at);
  const [takeDownTo, setTakeDownTo] = useState(first.takeDown.to);
  /** The values and times as last read or saved: Preview saves first only when the form differs from them. */
  const [baseline, setBaseline] = useState(() => ({
    values: JSON.stringify(readDrafts(kind, first.drafts).values),
    schedule: first.schedule,
    takeDown: JSON.stringify(first.takeDown),
  }));
  /**
   * The values of the version saves name (`version`), as the server had them: what differs from them is what this
   * person changed, and Keep mine keeps only that (with the fields both changed) over the other person's.
   */
  const [base, setBase] = useState(() => readDrafts(kind, first.drafts).values);
  const [pending, setPending] = useState(draft);
  const [version, setVersion] = useState(item?.version ?? 0);
  const startParent = draft && !item ? draft.parentId : parentId;
  const [parent, setParent] = useState(startParent ? String(startParent) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<{ text: string; link?: string }>({ text: '' });
  const [conflict, setConflict] = useState<Conflict & { mine: Record<string, FieldValue>; action: FormAction }>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A writer's note for the reviewer, sent with Submit for review. */
  const [reviewNote, setReviewNote] = useState('');
  const label = kind.label.toLowerCase();
  const idOf = (name: string) => `content-${kind.name}-${name}`;
  const labelOf = (name: string) =>
    kind.fields[name]?.label ?? (name === kind.parent?.field ? kindNamed(kind.parent.kind)?.label : undefined) ?? name;
  const errorOf = (name: string) => (errors[name] ? `${labelOf(name)} ${errors[name]}` : undefined);
  /** The messages for what is inside a list or blocks field, by path under it: "blocks[2].title" is "[2].title" of blocks. */
  const messagesOf = (name: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`${name}[`))
        .map(([path, text]) => [path.slice(name.length), text]),
    );
  const { values: current } = readDrafts(kind, drafts);
  /** Whether the form holds something not saved: values, the time to go live, or a new item's parent. */
  const takeDownNow = JSON.stringify({ at: takeDownAt, to: takeDownTo });
  const dirty =
    JSON.stringify(current) !== baseline.values ||
    schedule !== baseline.schedule ||
    takeDownNow !== baseline.takeDown ||
    (!item && parent !== (startParent ? String(startParent) : ''));
  const when = readSchedule(schedule);
  const down = readSchedule(takeDownAt);
  /**
   * When the pending draft goes live on its own, as Publish would find it: the form's time (the save before
   * publishing sends it), else the draft's own when the form's cannot be read; none when staff cleared it.
   */
  const scheduledAt = pending ? ('value' in when ? when.value : pending.publishAt) : null;
  const focusFirst = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('.modal-body input, .modal-body textarea, .modal-body select')?.focus(),
    );

  const showErrors = (found: Record<string, string>, text: string) => {
    setErrors(found);
    setMessage(text);
    const order = [...(kind.parent ? [kind.parent.field] : []), kind.title, ...Object.keys(kind.fields), SCHEDULE, TAKE_DOWN];
    const firstWrong = order.find((name) => found[name]);
    // Inside a list or a page's blocks, the input of the first field named ("blocks[2].title": block 3's heading).
    const inside = firstWrong && Object.keys(found).find((path) => path.startsWith(`${firstWrong}[`));
    const target = inside ? inside.replace(/\[(\d+)\]\.?/g, '-$1-').replace(/\./g, '-') : firstWrong;
    // After the messages render, so the field that takes focus already names its problem.
    requestAnimationFrame(() =>
      target
        ? (document.getElementById(idOf(target)) ?? (firstWrong ? document.getElementById(idOf(firstWrong)) : null))?.focus()
        : formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(),
    );
  };

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
      saveDraft(kind, { item: item && { id: item.id, version: from }, draft: pending, values: body, publishAt, takeDown: takeDownSent });

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
            : 'Draft saved: visitors still see the live version.'));
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
        if (failureStatus(failure) === 401) keepTyped(kind, item?.id, { drafts, schedule, parent, version: from });
        handleFailure(failure);
        const stale = (item || pending) && conflictOf(kind, failure);
        // A colleague's save of the same draft: from here on the form's saves name the draft as it is now.
        const theirDraft = stale && stale.draft ? readDraft(stale.draft) : undefined;
        if (theirDraft) setPending(theirDraft);
        if (stale) {
          setErrors({});
          setMessage('');
          setConflict({ ...stale, mine: values, action });
          requestAnimationFrame(() => conflictRef.current?.focus());
          return;
        }
        const byField: Record<string, string> = {};
        for (const [path, text] of Object.entries(fieldMessages(failure))) {
          const name = fieldOfPath(path);
          // A message about a block's or a list entry's field shows at that field; the list itself says where.
          if (path.startsWith(`${name}[`) && kind.fields[name]) {
            byField[path] = text;
            byField[name] ??= 'has a mistake: see the marked field below.';
          } else byField[name] ??= text;
        }
        showErrors(byField, failureMessage(failure));
      })
      .finally(() => setBusy(false));
  };

  /**
   * The form on top of their version: the fields this person changed as the form has them, every other field as
   * the other person left it (or saving would undo their change with the value this form was opened with); the
   * fields both changed are the person's when `mine`, else theirs.
   */
  const onTheirs = ({ current, conflicts = [], mine: sent }: NonNullable<typeof conflict>, mine: boolean): Drafts => {
    const both = new Set(conflicts.map((clash) => clash.field));
    const theirs = toDrafts(kind, current);
    const keep = (name: string) => (both.has(name) ? mine : !sameValue(sent[name], base[name]));
    return Object.fromEntries(Object.keys(kind.fields).map((name) => [name, keep(name) ? drafts[name]! : theirs[name]!]));
  };
  const keepMine = () => {
    if (!conflict) return;
    const { current } = conflict;
    setVersion(current.version);
    setBase(current.values);
    // A refusal of the whole item (no fields named): the form's values go over theirs as they are.
    if (!conflict.conflicts) return run(conflict.action, current.version);
    const kept = onTheirs(conflict, true);
    setDrafts(kept);
    run(conflict.action, current.version, kept);
  };
  const takeTheirs = () => {
    if (!conflict) return;
    setDrafts(conflict.conflicts ? onTheirs(conflict, false) : toDrafts(kind, conflict.current));
    setVersion(conflict.current.version);
    setBase(conflict.current.values);
    setConflict(undefined);
    setErrors({});
    setMessage('');
    focusFirst();
  };
  /** Puts back what was kept when the session ended, over the values the form opened with. */
  const restoreTyped = (kept: KeptForm) => {
    setDrafts((now) => ({ ...now, ...kept.drafts }));
    setSchedule(kept.schedule);
    if (!item) setParent(kept.parent);
    if (kept.version) setVersion(kept.version);
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
