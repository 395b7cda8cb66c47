import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { MarkedSnippet, snippetParts } from './marked-snippet';
import { SearchResults } from './search-results';

describe('a search result’s snippet', () => {
  it('turns only <mark> into elements: other tags and entities stay text', () => {
    const { container } = render(
      <p>
        <MarkedSnippet snippet="Keep &lt;b&gt;<mark>tractors</mark>&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt; <mark>tillers</mark>" />
      </p>,
    );
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['tractors', 'tillers']);
    expect(container.querySelector('b, script')).toBeNull();
    expect(container.textContent).toBe('Keep <b>tractors</b> & <script>alert(1)</script> tillers');
  });

  it('does not take a tag written out in the text for markup', () => {
    // A snippet from elsewhere that is not escaped: its <img> is words, not an element.
    const { container } = render(<MarkedSnippet snippet={'<img src=x onerror=alert(1)> <mark>x</mark>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(snippetParts('a <mark>b</mark> c')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
  });
});

describe('a Marathi page’s snippet of an item partly translated', () => {
  it('marks its English words lang="en" across the match, and leaves the Marathi and initials such as PF alone', () => {
    const { container } = render(
      <p>
        <MarkedSnippet snippet="पगार, PF, ESI आणि अचूक <mark>Payroll</mark> set-up for &lt;you&gt;…" mixed />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(
      'पगार, PF, ESI आणि अचूक <mark><span lang="en">Payroll</span></mark><span lang="en"> set-up for &lt;you&gt;…</span>',
    );
  });
});

describe('the search results', () => {
  it('list each result as a link with its type and snippet', () => {
    render(
      <MemoryRouter>
        <SearchResults
          q="gold"
          results={[
            { type: 'Service', title: 'TallyPrime Gold Licence', url: '/service/service-2', snippet: 'Multi-user <mark>Gold</mark>' },
          ]}
        />
      </MemoryRouter>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'TallyPrime Gold Licence' })).toHaveAttribute('href', '/service/service-2');
    expect(within(item).getByText('Service')).toBeInTheDocument();
    expect(within(item).getByText('Gold').tagName).toBe('MARK');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “gold”');
  });

  it('say so when nothing matches', () => {
    render(<SearchResults q="zzz" results={[]} />);
    expect(screen.getByText('No results for “zzz”.')).toBeInTheDocument();
  });
});
