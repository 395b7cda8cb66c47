import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cutForSearch, SearchResultPreview, searchTitle } from './search-result-preview';

describe('a search result’s words', () => {
  it('are whole when they fit, and cut at a word before the limit with “…” when they do not', () => {
    expect(cutForSearch('Our Story | Dexterity', 60)).toBe('Our Story | Dexterity');
    expect(cutForSearch('Tally, ERP and cloud accounting for growing businesses in Pune', 30)).toBe('Tally, ERP and cloud…');
    expect(cutForSearch('x'.repeat(80), 60)).toBe(`${'x'.repeat(59)}…`);
  });

  it('end with the company name, but on the home page', () => {
    expect(searchTitle('/about', 'Our Story', 'Dexterity')).toBe('Our Story | Dexterity');
    expect(searchTitle('/', 'Dexterity | Tally partner', 'Dexterity')).toBe('Dexterity | Tally partner');
  });
});

describe('the search-result preview', () => {
  it('shows the page’s title with the company name, its address and description, and warns of a long title', async () => {
    const long = 'Our Story: fifteen years of TallyPrime, ERP and cloud accounting in Pune';
    render(<SearchResultPreview kind="page-meta" values={{ path: '/about', title: long, description: 'How we work.' }} />);
    // The company name comes from the Site settings.
    expect(
      await screen.findByText(
        `The title is ${long.length + ' | Dexterity'.length} characters with the company name: search engines show about 60, so they cut the rest.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Our Story: fifteen years of TallyPrime, ERP and cloud…$/)).toBeInTheDocument();
    expect(screen.getByText(/› about$/)).toBeInTheDocument();
    expect(screen.getByText('How we work.')).toBeInTheDocument();
  });

  it('warns of a description longer than search engines show, and shows nothing for kinds without a page of their own', () => {
    const { container, rerender } = render(
      <SearchResultPreview kind="page-meta" values={{ path: '/', title: 'Dexterity', description: 'word '.repeat(40) }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The description is 199 characters');
    rerender(<SearchResultPreview kind="quick-facts" values={{ fact_key: 'x' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a service’s search title when it has one, else its heading, counting the “ | Dexterity” the site adds', async () => {
    const values = { description: 'TallyPrime', heading: 'Licences for every team', search_title: '', search_description: '' };
    const { rerender } = render(<SearchResultPreview kind="services" values={values} itemId={3} />);
    // The company name comes from the Site settings.
    expect(await screen.findByText('TallyPrime | Dexterity')).toBeInTheDocument();
    expect(screen.getByText(/› service\/service-3$/)).toBeInTheDocument();
    // Without a description of its own, its tagline.
    expect(screen.getByText('Licences for every team')).toBeInTheDocument();
    expect(screen.getByText(/^Title 22 of about 60 characters; description 23 of about 160\.$/)).toBeInTheDocument();

    rerender(
      <SearchResultPreview
        kind="services"
        values={{ ...values, search_title: 'TallyPrime licences in Pune', search_description: 'Buy or renew.' }}
        itemId={3}
      />,
    );
    expect(screen.getByText('TallyPrime licences in Pune | Dexterity')).toBeInTheDocument();
    expect(screen.getByText('Buy or renew.')).toBeInTheDocument();
    expect(screen.getByText(/^Title 39 of about 60/)).toBeInTheDocument();
  });

  it('shows a built page at its address, with its title when the search title is empty', async () => {
    render(<SearchResultPreview kind="pages" values={{ title: 'GST e-invoicing webinar', slug: 'webinars/gst', search_title: '' }} />);
    expect(await screen.findByText('GST e-invoicing webinar | Dexterity')).toBeInTheDocument();
    expect(screen.getByText(/› webinars\/gst$/)).toBeInTheDocument();
  });
});
