// What an item's form holds and does: its inputs, the draft it was opened with, and its three actions.
// Save draft keeps the change from visitors (and sets when it goes live on its own); Preview saves the
// draft first when the form changed, then opens the item's page with the draft in a new tab; Publish
// makes the form's values live (with a pending draft: that draft, as the form has it). A new item's
// draft cannot be changed from the form again, so saving one closes the dialog. When a save fails because
// the session ended, what was typed is kept in the browser (content-kept.ts) until a save succeeds.
import { useState, type RefObject } from 'react';

import { isDocument, kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { toId } from '@/lib/validate';

import { conflictOf, createItem, updateItem, type Conflict, type ContentItem, type FieldValue } from '../api/content';
import { discardDraft, publishDrafts, saveDraft, type PendingDraft } from '../api/content-drafts';
import { failureMessage, failureStatus, fieldMessages } from '../api/staff-request';

import { forgetTyped, keepTyped, type KeptForm } from './content-kept';

import { openPreview, previewPath } from './content-preview';
import { readSchedule, scheduleInput } from './content-schedule';
import { readDrafts, titleOf, toDrafts, type Drafts } from './content-values';
import { formatTime } from './format-time';
import { useStaffSession } from './staff-session';

export type FormAction = 'draft' | 'preview' | 'publish';

/** The id under which the time to go live is checked and named. */
const SCHEDULE = 'publish-at';

export interface ItemActionsOptions {
  kind: KindDeclaration;
  /** The item as it is live; none for a new item. */
  item: ContentItem | undefined;
  /** Its pending draft when the form opened. */
  draft: PendingDraft | null;
  parentId?: number | null;
  onDone: (message: string) => void;
  onDraftChanged: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  conflictRef: RefObject<HTMLDivElement | null>;
}

/** The item with its draft's values: what the form shows. */
const withDraft = (item: ContentItem | undefined, draft: PendingDraft | null) => (item && draft ? { ...item, values: { ...item.values, ...draft.values } } : item);

/** The field a server message is about: "price_description[0]" is about price_description, "_publish_at" about the time. */
const fieldOfPath = (path: string) => (path === '_publish_at' ? SCHEDULE : (path.split(/[[.]/)[0] ?? path));

export function useItemActions({ kind, item, draft, parentId, onDone, onDraftChanged, formRef, conflictRef }: ItemActionsOptions) {
  const { handleFailure } = useStaffSession();
  const [first] = useState(() => ({ drafts: toDrafts(kind, withDraft(item, draft)), schedule: scheduleInput(draft?.publishAt ?? null) }));
  const [drafts, setDrafts] = useState<Drafts>(first.drafts);
  const [schedule, setSchedule] = useState(first.schedule);
  /** The values and time as last read or saved: Preview saves first only when the form differs from them. */
  const [baseline, setBaseline] = useState(() => ({ values: JSON.stringify(readDrafts(kind, first.drafts).values), schedule: first.schedule }));
  const [pending, setPending] = useState(draft);
  const [version, setVersion] = useState(item?.version ?? 0);
  const [parent, setParent] = useState(parentId ? String(parentId) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<{ text: string; link?: string }>({ text: '' });
  const [conflict, setConflict] = useState<Conflict & { mine: Record<string, FieldValue>; action: FormAction }>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const label = kind.label.toLowerCase();
  const idOf = (name: string) => `content-${kind.name}-${name}`;
  const labelOf = (name: string) => kind.fields[name]?.label ?? (name === kind.parent?.field ? kindNamed(kind.parent.kind)?.label : undefined) ?? name;
  const errorOf = (name: string) => (errors[name] ? `${labelOf(name)} ${errors[name]}` : undefined);
  const { values: current } = readDrafts(kind, drafts);
  /** Whether the form holds something not saved: values, the time to go live, or a new item's parent. */
  const dirty = JSON.stringify(current) !== baseline.values || schedule !== baseline.schedule || (!item && parent !== (parentId ? String(parentId) : ''));
  const focusFirst = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('.modal-body input, .modal-body textarea, .modal-body select')?.focus());

  const showErrors = (found: Record<string, string>, text: string) => {
    setErrors(found);
    setMessage(text);
    const order = [...(kind.parent ? [kind.parent.field] : []), kind.title, ...Object.keys(kind.fields), SCHEDULE];
    const firstWrong = order.find((name) => found[name]);
    // After the messages render, so the field that takes focus already names its problem.
    requestAnimationFrame(() => (firstWrong ? document.getElementById(idOf(firstWrong))?.focus() : formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus()));
  };

  const run = (action: FormAction, from = version) => {
    const { values, errors: found } = readDrafts(kind, drafts);
    if (!item && kind.parent && parent === '') found[kind.parent.field] = 'is required: choose one';
    const when = readSchedule(schedule);
    if ('error' in when && action !== 'publish') found[SCHEDULE] = when.error;
    if (Object.keys(found).length > 0) return showErrors(found, 'Correct the marked fields.');
    const body = !item && kind.parent ? { ...values, [kind.parent.field]: Number(parent) } : values;
    const valuesChanged = JSON.stringify(values) !== baseline.values;
    const publishAt = 'value' in when ? (when.value ?? (pending?.publishAt ? null : undefined)) : undefined;
    const title = titleOf(kind, { id: item?.id ?? 0, position: 0, version: 0, parentId: null, values }) || kind.label;
    const saveNow = () => saveDraft(kind, { item: item && { id: item.id, version: from }, values: body, publishAt });

    // A single document (Site settings) is named by its kind alone.
    const named = (text: string) => (isDocument(kind) ? kind.label : `${kind.label} “${text}”`);
    const publish = async () => {
      if (!item) {
        const created = await createItem(kind, body);
        return onDone(`${kind.label} “${titleOf(kind, created)}” created and published.`);
      }
      if (!pending) {
        const updated = await updateItem(kind, item.id, from, values);
        return onDone(`${named(titleOf(kind, updated))} published.`);
      }
      if (valuesChanged) await saveNow();
      await publishDrafts([{ id: pending.id, kind, itemId: item.id }]);
      onDone(`${named(title)} published.`);
    };
    /** After a draft was saved (or, for a preview of an unchanged form, was not). */
    const afterDraft = (made: PendingDraft | null, preview?: { shown: boolean; link: string }) => {
      const opened = preview && (preview.shown ? 'The preview opened in a new tab.' : 'The browser blocked the new tab: allow pop-ups for this site.');
      if (!item) return onDone([`Draft of the new ${label} “${title}” saved: it is not live yet. Publish it from Pending changes.`, opened].filter(Boolean).join(' '));
      if (made) {
        setPending(made);
        setBaseline({ values: JSON.stringify(values), schedule });
        setVersion(from);
        setSaved(true);
        onDraftChanged();
      }
      const note = made && (made.publishAt ? `Draft saved: it goes live on ${formatTime(made.publishAt)}.` : 'Draft saved: visitors still see the live version.');
      setStatus({ text: [note, opened].filter(Boolean).join(' '), link: preview && !preview.shown ? preview.link : undefined });
    };

    setBusy(true);
    setConflict(undefined);
    setStatus({ text: '' });
    let work: Promise<unknown>;
    if (action === 'publish') work = publish();
    else if (action === 'draft') work = saveNow().then((made) => afterDraft(made));
    else {
      const saving = item && !valuesChanged && schedule === baseline.schedule ? Promise.resolve(null) : saveNow();
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
        const stale = item && conflictOf(kind, failure);
        if (stale) {
          setErrors({});
          setMessage('');
          setConflict({ ...stale, mine: values, action });
          requestAnimationFrame(() => conflictRef.current?.focus());
          return;
        }
        const byField: Record<string, string> = {};
        for (const [path, text] of Object.entries(fieldMessages(failure))) byField[fieldOfPath(path)] ??= text;
        showErrors(byField, failureMessage(failure));
      })
      .finally(() => setBusy(false));
  };

  const keepMine = () => {
    if (!conflict) return;
    setVersion(conflict.current.version);
    run(conflict.action, conflict.current.version);
  };
  const takeTheirs = () => {
    if (!conflict) return;
    setDrafts(toDrafts(kind, conflict.current));
    setVersion(conflict.current.version);
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
    if (!pending || !item) return;
    setBusy(true);
    setStatus({ text: '' });
    try {
      await discardDraft(pending);
      const live = toDrafts(kind, item);
      setDrafts(live);
      setSchedule('');
      setBaseline({ values: JSON.stringify(readDrafts(kind, live).values), schedule: '' });
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

  const state = { drafts, schedule, parent, errors, message, status, conflict, busy, saved, pending, dirty, values: current };
  return { ...state, setDrafts, setSchedule, setParent, idOf, errorOf, run, keepMine, takeTheirs, restoreTyped, discard: () => void discard() };
}
