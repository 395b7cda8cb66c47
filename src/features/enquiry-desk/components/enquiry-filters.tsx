// The inbox's filter form: search, status, whose enquiries, follow-ups due, which form (the contact form or one staff
// built); and the CSV export of what it shows.
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import {
  exportHref,
  type AssignedFilter,
  type DueFilter,
  type EnquiryFilter,
  type EnquiryFormSource,
  type StatusFilter,
} from '../api/enquiries';
import { ENQUIRY_STATUSES } from '@/lib/staff/enquiry-status';

import { StaffField } from '@/components/staff-frame/staff-field';

export const STATUS_FILTER_OPTIONS = [
  ['', 'All but spam'],
  ...ENQUIRY_STATUSES.map((status) => [status, status[0]!.toUpperCase() + status.slice(1)] as const),
  ['all', 'All, spam included'],
] as const;

export const ASSIGNED_FILTER_OPTIONS = [
  ['', 'Anyone'],
  ['mine', 'Mine'],
  ['none', 'Nobody'],
] as const satisfies readonly (readonly [AssignedFilter, string])[];

export const DUE_FILTER_OPTIONS = [
  ['', 'Any day'],
  ['today', 'Due today or before'],
] as const satisfies readonly (readonly [DueFilter, string])[];

const pick = <T extends string>(options: readonly (readonly [T, string])[], value: string | null): T =>
  (options.find(([option]) => option === value) ?? options[0]!)[0];

/** A form's id as the address gives it: a whole number, written plainly (0: the contact form). */
const isFormId = (text: string | null): text is string => text !== null && /^(0|[1-9]\d{0,14})$/.test(text);

/** The filter in the address (?q=&status=&assigned=&due=&form=&page=); anything unknown is left out. */
export function readFilter(params: URLSearchParams): EnquiryFilter {
  const page = Number(params.get('page'));
  const form = params.get('form');
  return {
    q: params.get('q') ?? '',
    status: pick<StatusFilter>(STATUS_FILTER_OPTIONS, params.get('status')),
    assigned: pick(ASSIGNED_FILTER_OPTIONS, params.get('assigned')),
    due: pick(DUE_FILTER_OPTIONS, params.get('due')),
    form: isFormId(form) ? form : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The Form select's choices: any form, then each form enquiries came from (and the address's, if it is not one of them). */
function formOptions(forms: readonly EnquiryFormSource[], chosen: string): [string, string][] {
  const options: [string, string][] = forms.map(({ id, name, count }) => [String(id), `${name} (${count})`]);
  if (chosen && !options.some(([id]) => id === chosen)) options.push([chosen, `Form ${chosen}`]);
  return [['', 'Any form'], ...options];
}

export interface EnquiryFiltersProps {
  filter: EnquiryFilter;
  /** The forms enquiries came from (empty until they arrive): the Form select's choices. */
  forms: readonly EnquiryFormSource[];
  onShow: (filter: EnquiryFilter) => void;
}

export function EnquiryFilters({ filter, forms, onShow }: EnquiryFiltersProps) {
  const [q, setQ] = useState(filter.q);
  const [status, setStatus] = useState<string>(filter.status);
  const [assigned, setAssigned] = useState<string>(filter.assigned);
  const [due, setDue] = useState<string>(filter.due);
  const [form, setForm] = useState(filter.form);

  const show = (event: FormEvent) => {
    event.preventDefault();
    onShow({ q, status: status as StatusFilter, assigned: assigned as AssignedFilter, due: due as DueFilter, form, page: 1 });
  };

  return (
    <Form className="staff-filters" role="search" aria-label="Enquiries" onSubmit={show}>
      <StaffField
        id="inbox-search"
        label="Search"
        type="search"
        value={q}
        onChange={setQ}
        className=""
        hint="Name, e-mail, phone, service or text"
      />
      <StaffField id="inbox-status" label="Status" value={status} onChange={setStatus} options={STATUS_FILTER_OPTIONS} className="" />
      <StaffField
        id="inbox-assigned"
        label="Assigned to"
        value={assigned}
        onChange={setAssigned}
        options={ASSIGNED_FILTER_OPTIONS}
        className=""
      />
      <StaffField id="inbox-due" label="Follow-up" value={due} onChange={setDue} options={DUE_FILTER_OPTIONS} className="" />
      {/* Drawn from the start, of a set width, its choices filled when the forms arrive: a field that appeared (or a
          select that widened) then moved Show and Export CSV from under a finger. */}
      <StaffField
        id="inbox-form"
        label="Form"
        value={form}
        onChange={setForm}
        options={formOptions(forms, form)}
        className="staff-filters__late-choice"
      />
      <Button type="submit" variant="primary">
        Show
      </Button>
      <a className="btn btn-outline-primary" href={exportHref(filter)} download>
        Export CSV
      </a>
    </Form>
  );
}
