// An item's history inside the editor's dialog, newest first: who did what and when (drafts saved,
// published and discarded among the changes), each changed field from its old value to its new one,
// and a button that makes a draft of an earlier version, to preview and publish.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { getHistory, type ContentItem, type HistoryEntry } from '../api/content';
import { restoreAsDraft, type ItemWithDraft } from '../api/content-drafts';
import { actorName } from '@/lib/actor-name';
import { failureMessage } from '@/lib/staff/staff-request';

import { ContentChanges, type ShownChange } from './content-changes';
import { formatValue, sameValue, titleIn, titleOf, type Lookups } from './content-values';
import { formatTime } from '@/lib/staff/format-time';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentHistoryProps {
  kind: KindDeclaration;
  item: ContentItem;
  lookups: Lookups;
  /** An earlier version is a draft now. */
  onRestored: (restored: ItemWithDraft) => void;
  onClose: () => void;
}

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  draft: 'Saved a draft',
  publish: 'Published',
  'discard-draft': 'Discarded a draft',
  move: 'Moved',
  delete: 'Moved to Recently deleted',
  restore: 'An earlier version brought back',
  'restore-from-trash': 'Brought back from Recently deleted',
};

/** Entries that changed nothing visitors see. */
const DRAFT_ACTIONS = new Set(['draft', 'discard-draft']);

/** What an entry changed, field by field (a creation lists what the item started with). */
function changesOf(kind: KindDeclaration, entry: HistoryEntry, lookups: Lookups): ShownChange[] {
  const { before, after } = entry;
  if (!after) return [];
  const changes: ShownChange[] = Object.entries(kind.fields)
    .filter(([name]) =>
      before ? !sameValue(before.values[name], after.values[name]) : formatValue(kind.fields[name]!, after.values[name], lookups) !== '',
    )
    .map(([name, field]) => ({
      label: field.label,
      from: before && formatValue(field, before.values[name], lookups),
      to: formatValue(field, after.values[name], lookups),
    }));
  if (!before) return changes;
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  if (parentKind && before.parentId !== after.parentId) {
    changes.push({
      label: parentKind.label,
      from: titleIn(lookups, parentKind, before.parentId),
      to: titleIn(lookups, parentKind, after.parentId),
    });
  }
  if (before.position !== after.position)
    changes.push({ label: 'Place in the list', from: String(before.position + 1), to: String(after.position + 1) });
  return changes;
}

export function ContentHistory({ kind, item, lookups, onRestored, onClose }: ContentHistoryProps) {
  const { handleFailure } = useStaffSession();
  const [history] = useStaffLoad(() => getHistory(kind, item.id), [kind.name, item.id]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const restore = async (entry: HistoryEntry, state: 'before' | 'after') => {
    setBusy(true);
    try {
      onRestored(await restoreAsDraft(kind, item.id, entry.id, state));
    } catch (failure) {
      handleFailure(failure);
      setMessage(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const entries = history.state === 'ready' ? history.data : [];
  // What is live: the newest change that is not a draft (a draft saved or discarded changes nothing live).
  const current = entries.find((entry) => entry.after && !DRAFT_ACTIONS.has(entry.action));
  return (
    <>
      <Modal.Header closeButton closeLabel="Close the history">
        <Modal.Title id="content-history-title" as="h2" className="h4">
          History of {kind.label.toLowerCase()} “{titleOf(kind, item)}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div aria-live="polite">{message && <Alert variant="danger">{message}</Alert>}</div>
        {history.state === 'loading' && <p role="status">Loading the history…</p>}
        {history.state === 'failed' && <Alert variant="danger">{history.message}</Alert>}
        {history.state === 'ready' && entries.length === 0 && <p>No changes recorded yet.</p>}
        {entries.length > 0 && (
          <ol className="content-history list-unstyled mb-0">
            {entries.map((entry, index) => {
              const changes = changesOf(kind, entry, lookups);
              const oldest = index === entries.length - 1;
              return (
                <li key={entry.id} className="content-history__entry">
                  <p className="mb-1">
                    <strong>{ACTIONS[entry.action] ?? entry.action}</strong> by {entry.actorName ?? actorName(entry.actor)},{' '}
                    <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                  </p>
                  <ContentChanges changes={changes} />
                  <div className="d-flex flex-wrap gap-2 align-items-center">
                    {entry === current && <Badge bg="secondary">Current version</Badge>}
                    {entry.after && entry !== current && (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        disabled={busy}
                        aria-label={`Restore as a draft (“${titleOf(kind, entry.after)}”)`}
                        onClick={() => void restore(entry, 'after')}
                      >
                        Restore as a draft
                      </Button>
                    )}
                    {entry.before && oldest && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={busy}
                        aria-label={`Restore the version before this change as a draft (“${titleOf(kind, entry.before)}”)`}
                        onClick={() => void restore(entry, 'before')}
                      >
                        Restore the version before this change as a draft
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close the history
        </Button>
      </Modal.Footer>
    </>
  );
}
