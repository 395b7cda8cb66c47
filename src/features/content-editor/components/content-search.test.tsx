import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { kindNamed, quickFacts } from '@common/content-model/kinds';

import { countText } from './content-search';
import { quickFact, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const SERVICES = [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')];
const FACTS = [
  quickFact(7, 'Users', 'Five', { position: 0 }),
  quickFact(8, 'Licence', 'Perpetual', { position: 1, show_facts: false }),
  quickFact(9, 'Uptime', '99.9%', { service_id: 4, position: 0 }),
  quickFact(10, 'Support', 'Five days a week', { service_id: 4, position: 1 }),
];

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the content list’s search', () => {
  it('filters by title and the list’s columns in any case, says how many it shows, and works with the parent filter', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table', { name: 'Quick facts, in their order' });
    const search = screen.getByRole('searchbox', { name: 'Search quick facts' });
    expect(within(screen.getByRole('search', { name: 'Quick facts' })).getByRole('status')).toHaveTextContent('4 quick facts');

    // A column's value ("Five"), in another case.
    await user.type(search, 'five');
    expect(rowTitles()).toEqual(['Users', 'Support']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 quick facts');
    // A column shown as a word ("Hidden"), and the parent's title while the list shows it.
    await user.clear(search);
    await user.type(search, 'HIDDEN');
    expect(rowTitles()).toEqual(['Licence']);
    await user.clear(search);
    await user.type(search, 'cloud');
    expect(rowTitles()).toEqual(['Uptime', 'Support']);

    // With the parent filter: counted within that service's list.
    await user.clear(search);
    await user.type(search, 'five');
    await user.selectOptions(screen.getByLabelText('Filter by service'), 'Tally on Cloud');
    expect(rowTitles()).toEqual(['Support']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 quick facts');

    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No quick facts match “nothing like it”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 2 quick facts');
  });

  it('counts in words', () => {
    expect(countText(quickFacts, 12, 54, true)).toBe('12 of 54 quick facts');
    expect(countText(quickFacts, 1, 1, false)).toBe('1 quick fact');
    expect(countText(quickFacts, 0, 0, false)).toBe('0 quick facts');
    // A kind grouped under its page is counted by its own noun, initials kept: not "120 insights: articles".
    expect(countText(kindNamed('articles')!, 12, 120, true)).toBe('12 of 120 articles');
    expect(countText(kindNamed('faq')!, 8, 8, false)).toBe('8 questions (FAQ)');
  });
});
