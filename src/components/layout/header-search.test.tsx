import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HeaderSearch } from './header-search';

describe('the header’s search', () => {
  it('is a form that GETs /search with the words as q, so it works without JavaScript', () => {
    render(<HeaderSearch place="menu" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByLabelText('Search the site')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Search the site')).toHaveAttribute('type', 'search');
  });

  it('in the bar opens its field on the first press and searches on the next one with words in it', () => {
    render(<HeaderSearch place="bar" />);
    const form = screen.getByRole('search');
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search the site' }));
    expect(form).toHaveClass('is-open');
    expect(submitted).toBe(0);
    fireEvent.change(screen.getByLabelText('Search the site'), { target: { value: 'gst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toBe(1);
    fireEvent.keyDown(form, { key: 'Escape' });
    expect(form).not.toHaveClass('is-open');
  });
});
