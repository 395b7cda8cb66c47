// Shown when a save is refused because someone else saved the item first: who and when, their values
// beside the staff member's, and the two ways on (keep mine, take theirs). The server merges saves whose
// changes touch different fields, so it refuses one only for the fields both people changed: the panel
// shows just those (with the value both started from, when the server still knows it). An answer that
// names no fields refuses the whole item: the panel then compares every field that differs.
import { forwardRef } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { Conflict, FieldValue } from '../api/content';

import { formatValue, sameValue, type Lookups } from './content-values';
import { formatTime } from '@/lib/staff/format-time';
import { StaffTableHead } from '@/components/staff-frame/staff-table-head';

export interface ContentConflictProps {
  kind: KindDeclaration;
  conflict: Conflict;
  /** The values the staff member tried to save. */
  mine: Record<string, FieldValue>;
  lookups: Lookups;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** Text as shown in the comparison: an empty text says so. */
const shown = (text: string) => text || '(empty)';

export const ContentConflict = forwardRef<HTMLDivElement, ContentConflictProps>(function ContentConflict(
  { kind, conflict, mine, lookups, busy, onKeepMine, onTakeTheirs },
  ref,
) {
  if (conflict.conflicts)
    return (
      <FieldConflicts
        ref={ref}
        kind={kind}
        conflict={conflict}
        lookups={lookups}
        busy={busy}
        onKeepMine={onKeepMine}
        onTakeTheirs={onTakeTheirs}
      />
    );
  const theirs = conflict.current.values;
  const differing = Object.entries(kind.fields).filter(([name]) => name in mine && !sameValue(mine[name], theirs[name]));
  const who = conflict.changedBy ?? 'another member of staff';
  return (
    <section className="content-conflict mb-3" aria-labelledby="content-conflict-title">
      <div ref={ref} role="alert" tabIndex={-1} className="content-conflict__message">
        <h3 id="content-conflict-title" className="h6 mb-1">
          Someone else saved this {kind.label.toLowerCase()} while you were editing.
        </h3>
        <p className="mb-0">
          Changed by {who}
          {conflict.changedAt && ` at ${formatTime(conflict.changedAt)}`}. Nothing of yours is lost: your values are still in the form.
        </p>
      </div>
      {differing.length === 0 ? (
        <p className="my-2">Their version has the same values as yours in every field.</p>
      ) : (
        <Table size="sm" className="content-conflict__table my-2">
          <caption className="visually-hidden">Fields that differ</caption>
          <StaffTableHead columns={['Field', 'Yours', 'Theirs']} actions={false} />
          <tbody>
            {differing.map(([name, field]) => (
              <tr key={name}>
                <th scope="row">{field.label}</th>
                <td>{shown(formatValue(field, mine[name], lookups))}</td>
                <td>{shown(formatValue(field, theirs[name], lookups))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConflictActions busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} />
    </section>
  );
});

/** The two ways on; between two windows of one person, "mine" and "theirs" are this window's and the other's. */
function ConflictActions({
  busy,
  onKeepMine,
  onTakeTheirs,
  ownWindows = false,
}: Pick<ContentConflictProps, 'busy' | 'onKeepMine' | 'onTakeTheirs'> & { ownWindows?: boolean }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button variant="primary" disabled={busy} onClick={onKeepMine}>
        {ownWindows ? 'Keep this window’s' : 'Keep mine'}
      </Button>
      <Button variant="outline-secondary" disabled={busy} onClick={onTakeTheirs}>
        {ownWindows ? 'Take the other window’s' : 'Take theirs'}
      </Button>
    </div>
  );
}

/** The fields both people changed: each as it was when the form opened (when known), theirs and yours. */
const FieldConflicts = forwardRef<HTMLDivElement, Omit<ContentConflictProps, 'mine'>>(function FieldConflicts(
  { kind, conflict, lookups, busy, onKeepMine, onTakeTheirs },
  ref,
) {
  const clashes = conflict.conflicts ?? [];
  const withBase = clashes.some((clash) => 'base' in clash);
  const who = conflict.changedBy ?? 'another member of staff';
  const valueOf = (name: string, value: FieldValue) => {
    const field = kind.fields[name];
    return shown(field ? formatValue(field, value, lookups) : String(value ?? ''));
  };
  const own = conflict.inYourOtherWindow;
  const fields = clashes.length === 1 ? 'field' : 'fields';
  const values = clashes.length === 1 ? 'value' : 'values';
  const when = conflict.changedAt ? ` at ${formatTime(conflict.changedAt)}` : '';
  return (
    <section className="content-conflict mb-3" aria-labelledby="content-conflict-title">
      <div ref={ref} role="alert" tabIndex={-1} className="content-conflict__message">
        <h3 id="content-conflict-title" className="h6 mb-1">
          {own
            ? `You changed the same ${fields} of this ${kind.label.toLowerCase()} in another window while you were editing here.`
            : `Someone else changed the same ${fields} of this ${kind.label.toLowerCase()} while you were editing.`}
        </h3>
        <p className="mb-0">
          {own
            ? `Changed there${when}. Nothing was saved, and nothing typed here is lost: choose which window’s ${values} to keep. Your other changes in both windows are kept either way.`
            : `Changed by ${who}${when}. Nothing was saved, and nothing of yours is lost: choose whose ${values} to keep. Your other changes, and theirs, are kept either way.`}
        </p>
      </div>
      <Table size="sm" className="content-conflict__table my-2">
        <caption className="visually-hidden">{own ? 'Fields you changed in both windows' : 'Fields you both changed'}</caption>
        <StaffTableHead
          columns={['Field', ...(withBase ? ['When you opened it'] : []), ...(own ? ['Other window', 'This window'] : ['Theirs', 'Yours'])]}
          actions={false}
        />
        <tbody>
          {clashes.map((clash) => (
            <tr key={clash.field}>
              <th scope="row">{clash.label}</th>
              {withBase && <td>{'base' in clash ? valueOf(clash.field, clash.base ?? null) : '(no longer known)'}</td>}
              <td>{valueOf(clash.field, clash.theirs)}</td>
              <td>{valueOf(clash.field, clash.yours)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConflictActions busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} ownWindows={own} />
    </section>
  );
});
