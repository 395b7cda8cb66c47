import '@/styles/vendor/tables.scss';
import './shop-table.scss';

export interface ProductDetailsTableProps {
  caption: string;
  rows: readonly { label: string; value: string }[];
}

/** The product's 'Additional information': one labelled row per detail. */
export function ProductDetailsTable({ caption, rows }: ProductDetailsTableProps) {
  return (
    <table className="table shop-table mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
