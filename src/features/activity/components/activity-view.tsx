// The activity page (owners): the audit log newest first, 50 a page, with filters in the address (who,
// what, India dates from and to), so back and reload keep them. Each row: when (India time), who, what was
// done (the server's sentence) and to what; everything shown as text. Below 768 px each entry is a card.
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';

import { activityParams, getActivity, type ActivityChoice, type ActivityFilter } from '../api/activity';

import { EmailAddress } from '@/components/staff-frame/email-address';
import { dayError, pointAtRefusedDay } from '@/lib/staff/day-field';
import { formatTime } from '@/lib/staff/format-time';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffPagedList } from '@/components/staff-frame/staff-paged-list';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

/**
 * The filter in the address (?actor=&action=&from=&to=&page=). Its dates are asked for as they are: a date the server
 * refuses shows its message, where leaving it out would show every date's entries as if they were the range's.
 */
export function readActivityFilter(params: URLSearchParams): ActivityFilter {
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The choices of a filter: "anyone" first, then what the log holds (and the current value, even when it holds none). */
const optionsOf = (any: string, choices: readonly ActivityChoice[], current: string) => [
  ['', any] as const,
  ...choices.map((choice) => [choice.value, choice.label] as const),
  ...(current && !choices.some((choice) => choice.value === current) ? [[current, current] as const] : []),
];

interface FiltersProps {
  filter: ActivityFilter;
  actors: readonly ActivityChoice[];
  actions: readonly ActivityChoice[];
  onShow: (filter: ActivityFilter) => void;
}

function ActivityFilters({ filter, actors, actions, onShow }: FiltersProps) {
  const [actor, setActor] = useState(filter.actor);
  const [action, setAction] = useState(filter.action);
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [errors, setErrors] = useState({ from: '', to: '' });
  // A date the server would refuse is named at its box and not asked for: the list stays the last filter's.
  const show = (event: FormEvent) => {
    event.preventDefault();
    const refused = { from: dayError(from), to: dayError(to) };
    if (refused.from || refused.to) {
      pointAtRefusedDay(() => setErrors(refused), refused.from ? 'activity-from' : 'activity-to');
      return;
    }
    setErrors(refused);
    onShow({ actor, action, from, to, page: 1 });
  };
  return (
    <Form className="staff-filters staff-activity__filters" role="search" aria-label="Activity" onSubmit={show}>
      <StaffField
        id="activity-actor"
        label="Who"
        value={actor}
        onChange={setActor}
        options={optionsOf('Anyone', actors, actor)}
        className=""
      />
      <StaffField
        id="activity-action"
        label="What"
        value={action}
        onChange={setAction}
        options={optionsOf('Anything', actions, action)}
        className=""
      />
      <StaffField
        id="activity-from"
        label="From (India date)"
        type="date"
        value={from}
        onChange={setFrom}
        error={errors.from}
        className=""
      />
      <StaffField id="activity-to" label="To (India date)" type="date" value={to} onChange={setTo} error={errors.to} className="" />
      <Button type="submit" variant="primary">
        Show
      </Button>
    </Form>
  );
}

const ACTIVITY_TEXT = { loading: 'Loading the activity…', noun: ['entry', 'entries'], pagesLabel: 'Pages of the activity' } as const;

export function ActivityView() {
  const [params, setParams] = useSearchParams();
  const filter = readActivityFilter(params);
  const [list] = useStaffLoad(() => getActivity(filter), [filter.actor, filter.action, filter.from, filter.to, filter.page]);
  // The choices are what the log holds; while a page loads, the filter keeps its values.
  const choices = list.state === 'ready' ? list.data : { actors: [], actions: [] };

  const go = (next: ActivityFilter) => setParams(activityParams(next));
  return (
    <StaffPagedList
      list={list}
      text={ACTIVITY_TEXT}
      filter={filter}
      onShow={go}
      filters={<ActivityFilters key={params.toString()} filter={filter} actors={choices.actors} actions={choices.actions} onShow={go} />}
    >
      {(entries) => (
        <StaffTable
          caption="Activity, newest first; times in India time"
          columns={['When', 'Who', 'What', 'On what']}
          actions={false}
          className="staff-table staff-cards"
          rows={entries}
          rowKey={(entry) => entry.id}
        >
          {(entry) => (
            <>
              <td data-label="When">
                <time dateTime={entry.at}>{formatTime(entry.at)}</time>
              </td>
              <td data-label="Who">
                <EmailAddress email={entry.who} />
              </td>
              <td data-label="What" className="staff-activity__what">
                {entry.what}
              </td>
              <td data-label="On what">
                <EmailAddress email={entry.subject} />
              </td>
            </>
          )}
        </StaffTable>
      )}
    </StaffPagedList>
  );
}
