// One figure of the reports page: its title and what it counts, the chart, and the table of its figures
// (folded under the chart; open when the chart cannot be drawn). With nothing to count, a sentence says so.
import { useState } from 'react';

import type { ReportFigure as Figure } from './report-figures';
import { StaffChart } from './staff-chart';
import { StaffTableHead } from '@/components/staff-frame/staff-table-head';

/** Chart heights in px: bars up have a fixed height; bars across grow with their rows. */
const CHART_HEIGHT = { columns: 320, row: 36, axes: 80, least: 180 } as const;

export function ReportFigure({ figure }: { figure: Figure }) {
  const [unavailable, setUnavailable] = useState(false);
  const titleId = `report-${figure.id}-title`;
  const empty = figure.rows.length === 0 || figure.series.every((series) => series.values.every((value) => value === 0));
  const height = figure.horizontal
    ? Math.max(CHART_HEIGHT.least, figure.labels.length * CHART_HEIGHT.row + CHART_HEIGHT.axes)
    : CHART_HEIGHT.columns;
  return (
    <section className="staff-report__figure" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        {figure.title}
      </h2>
      <p className="staff-report__note">{figure.note}</p>
      {empty ? (
        <p>Nothing to count in this range.</p>
      ) : (
        <>
          {!unavailable && (
            <StaffChart
              labels={figure.labels}
              series={figure.series}
              summary={figure.summary}
              horizontal={figure.horizontal}
              stacked={figure.stacked}
              height={height}
              onUnavailable={() => setUnavailable(true)}
            />
          )}
          <details open={unavailable} className="staff-report__figures">
            <summary>
              The figures<span className="visually-hidden"> of “{figure.title}”</span>
            </summary>
            <div className="table-responsive">
              <table className="table table-sm staff-table">
                <caption className="visually-hidden">{figure.title}</caption>
                <StaffTableHead columns={figure.columns} actions={false} />
                <tbody>
                  {figure.rows.map(([label, ...cells], index) => (
                    <tr key={`${label}-${index}`}>
                      <th scope="row">{label}</th>
                      {cells.map((cell, column) => (
                        <td key={figure.columns[column + 1]}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
