// The calendar: every scheduled publish and take-down, under a heading per India day, each with its time (India
// time), what happens (and where a taken-down page sends visitors), the item's kind and title, who scheduled it
// and a link that opens it in the content editor. Below 992 px each entry is a card.
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

import { formatIndiaLongDay } from '@common/india-time';

import { formatClock } from '@/lib/staff/format-time';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import { getCalendar, type CalendarEntry } from '../api/get-calendar';

import { byIndiaDay, editorLink, kindLabel, scheduledByName, whatHappens } from './calendar-days';

const COLUMNS = ['Time', 'What happens', 'Kind', 'Title', 'Scheduled by'];

function EntryCells({ entry }: { entry: CalendarEntry }) {
  const { action, detail } = whatHappens(entry);
  const link = editorLink(entry);
  const title = entry.title || 'Untitled';
  return (
    <>
      <td data-label="Time">
        <time dateTime={entry.at}>{formatClock(entry.at)}</time>
      </td>
      <td data-label="What happens">
        {/* One box for both lines: on a card the cell's label takes a column of its own beside it. */}
        <div>
          <span className={`staff-calendar__action staff-calendar__action--${entry.action}`}>{action}</span>
          {detail && <span className="staff-calendar__detail">{detail}</span>}
        </div>
      </td>
      <td data-label="Kind">{kindLabel(entry)}</td>
      <th scope="row" data-label="Title" className="staff-calendar__title">
        {title}
      </th>
      <td data-label="Scheduled by">{entry.scheduledByName || scheduledByName(entry.scheduledBy)}</td>
      <td className="staff-calendar__open">
        {link && (
          <Link to={link.href} className="btn btn-sm btn-outline-primary" aria-label={`${link.text}: ${title}`}>
            {link.text}
          </Link>
        )}
      </td>
    </>
  );
}

export function CalendarView() {
  const [calendar] = useStaffLoad(getCalendar, []);
  return (
    <div className="staff-calendar">
      <p className="text-body-secondary">
        What goes live or is taken down on its own, by day in India time. A scheduled change is set in its item’s form.
      </p>
      {calendar.state === 'loading' && <p role="status">Loading…</p>}
      {calendar.state === 'failed' && <Alert variant="danger">{calendar.message}</Alert>}
      {calendar.state === 'ready' && calendar.data.length === 0 && <p>Nothing is scheduled.</p>}
      {calendar.state === 'ready' &&
        byIndiaDay(calendar.data).map(({ day, entries }) => (
          <section key={day} aria-labelledby={`calendar-${day}`} className="staff-calendar__day">
            <h2 id={`calendar-${day}`} className="h5">
              {formatIndiaLongDay(day)}
            </h2>
            <StaffTable
              caption={`Scheduled on ${formatIndiaLongDay(day)}, soonest first`}
              columns={COLUMNS}
              className="staff-table staff-calendar__table align-middle"
              rows={entries}
              rowKey={(entry) => `${entry.action}-${entry.kind}-${entry.itemId ?? ''}-${entry.draftId ?? ''}-${entry.at}`}
            >
              {(entry) => <EntryCells entry={entry} />}
            </StaffTable>
          </section>
        ))}
    </div>
  );
}
