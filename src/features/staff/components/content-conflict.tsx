// Shown when a save is refused because someone else saved the item first: who and when, their values
// beside the staff member's for each field that differs, and the two ways on (keep mine, take theirs).
import { forwardRef } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { Conflict, FieldValue } from '../api/content';

import { formatValue, sameValue, type Lookups } from './content-values';
import { formatTime } from './format-time';
import { StaffTableHead } from './staff-table-head';

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
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </div>
    </section>
  );
});
