// What a change does, field by field: the label, the old value struck through, an arrow, the new value
// (a new item lists only its values). The history and Pending changes both show changes this way.

/** One field's change, as text shown the way the list shows values. */
export interface ShownChange {
  label: string;
  /** The value before; left out for a new item. */
  from?: string;
  to: string;
}

/** Long texts are cut here; the form shows them whole. */
const MAX_SHOWN = 160;
const shown = (text: string) => (text === '' ? '(empty)' : text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

export function ContentChanges({ changes }: { changes: readonly ShownChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="content-history__changes">
      {changes.map((change) => (
        <li key={change.label}>
          <span className="fw-semibold">{change.label}</span>:{' '}
          {change.from !== undefined && (
            <>
              <span className="content-history__from">{shown(change.from)}</span> <span aria-hidden="true">→</span>
              <span className="visually-hidden"> changed to </span>{' '}
            </>
          )}
          <span>{shown(change.to)}</span>
        </li>
      ))}
    </ul>
  );
}
