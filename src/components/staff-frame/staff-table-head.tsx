// The head of a staff table: a column header for each name, then, for the row's buttons (when the rows have
// some), a last column whose header only a screen reader hears.

export interface StaffTableHeadProps {
  columns: readonly string[];
  /** What the last column's header says to a screen reader; false: the rows have no buttons, so no such column. */
  actions?: string | false;
}

export function StaffTableHead({ columns, actions = 'Actions' }: StaffTableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {actions !== false && (
          <th scope="col">
            <span className="visually-hidden">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
