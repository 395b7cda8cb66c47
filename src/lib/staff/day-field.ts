// The date boxes of the staff filters (the reports' range, the activity's dates). The server answers 400 for a
// day outside the years it takes (common/india-time.ts), so a page checks the same rule before it asks and
// says why at the box: a year typed as 0201 or 3000 is kept and named, never quietly left out.
import { flushSync } from 'react-dom';

import { FIRST_DAY_YEAR, isDay, LAST_DAY_YEAR } from '@common/india-time';

/** What a date box says of its value: '' when the page may send it (a day, or empty for none). */
export function dayError(value: string): string {
  if (value === '' || isDay(value)) return '';
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && (year < FIRST_DAY_YEAR || year > LAST_DAY_YEAR)
    ? `Choose a day between ${FIRST_DAY_YEAR} and ${LAST_DAY_YEAR}.`
    : 'Choose a day on the calendar.';
}

/**
 * Draws the refusals (`draw` sets them) and points at the box `id`: focused, with its message (StaffField's
 * `<id>-message`, under the box) in view too — on a phone the box can be the last thing on the screen, and focus
 * alone brings only the box into view.
 */
export function pointAtRefusedDay(draw: () => void, id: string) {
  flushSync(draw);
  document.getElementById(id)?.focus();
  document.getElementById(`${id}-message`)?.scrollIntoView?.({ block: 'nearest' });
}
