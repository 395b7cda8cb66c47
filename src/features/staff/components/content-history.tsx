// An item's history (who changed what, when) and the restore of an earlier version.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { getHistory, restoreItem, type ContentItem, type ContentKindView } from '../api/content';
import { failureMessage } from '../api/staff-request';

import { formatTime } from './format-time';
import { useStaffSession } from './staff-session';
import { useStaffLoad } from './use-staff-load';

export interface ContentHistoryProps {
  kind: ContentKindView;
  item: ContentItem;
  onRestored: () => void;
  onClose: () => void;
}

/** The item's title as one side of a history entry had it. */
function titleIn(kind: ContentKindView, version: unknown): string {
  return typeof version === 'object' && version !== null ? String((version as Record<string, unknown>)[kind.titleField] ?? '') : '';
}

export function ContentHistory({ kind, item, onRestored, onClose }: ContentHistoryProps) {
  const { handleFailure } = useStaffSession();
  const [history] = useStaffLoad(() => getHistory(kind, item.id), [kind.route, item.id]);
  const [message, setMessage] = useState('');

  const restore = async (entry: number) => {
    try {
      await restoreItem(kind, item.id, entry, 'before');
      onRestored();
    } catch (failure) {
      handleFailure(failure);
      setMessage(failureMessage(failure));
    }
  };

  return (
    <section aria-labelledby="history-title" className="mb-4">
      <h2 id="history-title" className="h4">
        History of {kind.label.toLowerCase()} {item.id}
      </h2>
      {message && <Alert variant="danger">{message}</Alert>}
      {history.state === 'loading' && <p role="status">Loading the history…</p>}
      {history.state === 'failed' && <Alert variant="danger">{history.message}</Alert>}
      {history.state === 'ready' && history.data.length === 0 && <p>No changes recorded yet.</p>}
      {history.state === 'ready' && history.data.length > 0 && (
        <ol className="list-group list-group-numbered mb-3">
          {[...history.data].reverse().map((entry) => {
            const before = titleIn(kind, entry.before);
            const after = titleIn(kind, entry.after);
            return (
              <li key={entry.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center justify-content-between">
                <span>
                  {formatTime(entry.at)} · {entry.actor} · {entry.action}
                  {before !== after && before && after && ` · “${before}” → “${after}”`}
                </span>
                {entry.before !== null && entry.before !== undefined && (
                  <Button size="sm" variant="outline-primary" onClick={() => void restore(entry.id)}>
                    Restore the version before this change{before ? ` (“${before}”)` : ''}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="outline-secondary" onClick={onClose}>
        Close the history
      </Button>
    </section>
  );
}
