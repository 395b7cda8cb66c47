// The head of a staff table: a column header for each name, then, for the row's buttons, a last column
// whose header only a screen reader hears.

export interface StaffTableHeadProps {
  columns: readonly string[];
  /** What the last column's header says to a screen reader. */
  actions?: string;
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
        <th scope="col">
          <span className="visually-hidden">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
