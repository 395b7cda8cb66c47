import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Accordion } from './accordion';

const items = [
  { title: 'First question', content: 'First answer' },
  { title: 'Second question', content: 'Second answer' },
  { title: 'Third question', content: 'Third answer' },
];

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('opens the first item on load and only that one', () => {
    render(<Accordion items={items} />);
    expect(expanded('First question')).toBe('true');
    expect(expanded('Second question')).toBe('false');
    expect(expanded('Third question')).toBe('false');
  });

  it('opens another item and closes the open one', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Second question' }));
    expect(expanded('Second question')).toBe('true');
    expect(expanded('First question')).toBe('false');
    expect(expanded('Third question')).toBe('false');
  });

  it('closes the open item when it is clicked, leaving none open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    expect(items.map((item) => expanded(item.title))).toEqual(['false', 'false', 'false']);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    expect(expanded('First question')).toBe('true');
  });

  it('names the answer each button opens, and marks only the open one shown', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const panelOf = (name: string) => document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls')!)!;
    expect(items.map((item) => panelOf(item.title).textContent)).toEqual(items.map((item) => item.content));
    expect(items.map((item) => panelOf(item.title).classList.contains('show'))).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(items.map((item) => panelOf(item.title).classList.contains('show'))).toEqual([false, false, true]);
  });

  it('leaves a closed answer for the browser to find, and opens the one its text was found in', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const clipOf = (name: string) =>
      document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls')!)!.firstElementChild!;
    expect(items.map((item) => clipOf(item.title).getAttribute('hidden'))).toEqual([null, 'until-found', 'until-found']);
    // The browser shows the answer (takes the attribute away) and tells the page, as find in page does.
    clipOf('Third question').removeAttribute('hidden');
    clipOf('Third question').dispatchEvent(new Event('beforematch'));
    expect(items.map((item) => expanded(item.title))).toEqual(['false', 'false', 'true']);
    expect(items.map((item) => clipOf(item.title).getAttribute('hidden'))).toEqual(['until-found', 'until-found', null]);
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(clipOf('Third question').getAttribute('hidden')).toBe('until-found');
  });

  it('draws the titles as headings of the given level', () => {
    render(<Accordion items={items} headingLevel="h4" />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
