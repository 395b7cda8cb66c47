// The reports page: a range of India dates (in the address, ?from=&to=; the server's default is the last
// 8 weeks), the totals of the range, and the figures: the funnel, enquiries per week by status, by source,
// campaign, referrer and service, and page views beside enquiries per page.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';

import { groupIndian } from '@common/indian-digits';
import { formatIndiaDay } from '@common/india-time';

import { getReport, type StaffReport } from '../api/reports';

import { ReportFigure } from './report-figure';
import { reportFigures } from './report-figures';
import { dayError, pointAtRefusedDay } from '@/lib/staff/day-field';
import { StaffField } from '@/components/staff-frame/staff-field';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

/**
 * The range's two dates: each shows `from`/`to` (what the server answered for) until the person changes it. A date the
 * server would refuse is named at its box and not asked for, so the figures shown stay those of the last range.
 */
function RangeForm({ from, to, onShow }: { from: string; to: string; onShow: (from: string, to: string) => void }) {
  const [start, setStart] = useState<string>();
  const [end, setEnd] = useState<string>();
  const [errors, setErrors] = useState({ from: '', to: '' });
  const show = (event: FormEvent) => {
    event.preventDefault();
    const chosen = { from: start ?? from, to: end ?? to };
    const refused = { from: dayError(chosen.from), to: dayError(chosen.to) };
    if (refused.from || refused.to) {
      pointAtRefusedDay(() => setErrors(refused), refused.from ? 'report-from' : 'report-to');
      return;
    }
    setErrors(refused);
    onShow(chosen.from, chosen.to);
  };
  return (
    <Form className="staff-filters" aria-label="Range of the report" onSubmit={show}>
      <StaffField id="report-from" label="From" type="date" value={start ?? from} onChange={setStart} error={errors.from} className="" />
      <StaffField id="report-to" label="To" type="date" value={end ?? to} onChange={setEnd} error={errors.to} className="" />
      <Button type="submit" variant="primary">
        Show
      </Button>
    </Form>
  );
}

function Totals({ report }: { report: StaffReport }) {
  const rows: [string, number][] = [
    ['Enquiries (spam left out)', report.totals.enquiries],
    ['Won', report.totals.won],
    ['Spam', report.totals.spam],
    ['Page views', report.totals.views],
    ['Taps on Call, WhatsApp and e-mail', report.taps.reduce((sum, page) => sum + page.call + page.whatsapp + page.email, 0)],
  ];
  return (
    <dl className="staff-report__totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{groupIndian(String(value))}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReportView() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [report] = useStaffLoad(() => getReport({ from, to }), [from, to]);

  // An empty date is the server's default; any other goes to the server, which answers for it (its 400 shows below).
  const show = (start: string, end: string) => {
    const query: Record<string, string> = {};
    if (start) query.from = start;
    if (end) query.to = end;
    setParams(query);
  };
  // The form shows the range the server answered for (its default when the address has none), and starts
  // afresh when the address changes.
  const shown = report.state === 'ready' ? report.data : { from, to };

  return (
    <>
      <RangeForm key={`${from}/${to}`} from={shown.from} to={shown.to} onShow={show} />
      {report.state === 'loading' && <p role="status">Loading the report…</p>}
      {report.state === 'failed' && <Alert variant="danger">{report.message}</Alert>}
      {report.state === 'ready' && (
        <>
          <p role="status">
            From {formatIndiaDay(report.data.from)} to {formatIndiaDay(report.data.to)} (India dates, both included).
          </p>
          <Totals report={report.data} />
          <div className="staff-report">
            {reportFigures(report.data).map((figure) => (
              <ReportFigure key={figure.id} figure={figure} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
