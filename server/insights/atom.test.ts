// The feed's document read back by a real XML parser (jsdom's, in XML mode: it refuses a document that is not
// well-formed), with the texts staff can type into a title, a summary, a category or a display name.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { atomFeed, xmlText, type AtomEntry } from './atom.ts';

const ATOM = 'http://www.w3.org/2005/Atom';

/** Parses the document as XML; throws when it is not well-formed. */
function parse(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

const entry = (fields: Partial<AtomEntry>): AtomEntry => ({
  id: 'https://www.example.in/insights/a',
  link: 'https://www.example.in/insights/a',
  title: 'A',
  summary: 'S',
  html: '<p>Body</p>',
  published: new Date('2026-11-01T10:00:00Z'),
  authors: [],
  categories: [],
  ...fields,
});

const feedOf = (entries: AtomEntry[], company = 'Dexterity') =>
  atomFeed({
    id: 'https://www.example.in/insights',
    link: 'https://www.example.in/insights',
    self: 'https://www.example.in/insights/feed.xml',
    title: `Insights | ${company}`,
    subtitle: 'Articles',
    language: 'en-IN',
    updated: new Date('2026-11-01T10:00:00Z'),
    rights: `© ${company}`,
    author: company,
    entries,
  });

const child = (parent: Element, name: string) => [...parent.children].find((element) => element.localName === name)!;

describe('the Atom feed', () => {
  it('writes titles and summaries as text, whatever they hold, and stays well-formed', () => {
    const hostile = [
      'TallyPrime shortcuts: <Alt+F1>, <Ctrl+A> & more',
      '<img src=x onerror=alert(1)>',
      'CDATA ends with ]]> here, and &amp; stays as typed',
      'Emoji 🧾📈 and देवनागरी: जीएसटी रिटर्न',
      'Quotes " and \' and a tab\there',
    ];
    const document = parse(
      feedOf(
        hostile.map((text, index) =>
          entry({
            id: `https://www.example.in/insights/${index}`,
            title: text,
            summary: text,
            authors: [text],
            categories: [{ term: `t-${index}`, label: text }],
          }),
        ),
        'Dexterity <& Sons>',
      ),
    );
    expect(document.documentElement.namespaceURI).toBe(ATOM);
    expect(child(document.documentElement, 'title').textContent).toBe('Insights | Dexterity <& Sons>');
    const entries = [...document.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries).toHaveLength(hostile.length);
    entries.forEach((item, index) => {
      for (const name of ['title', 'summary']) {
        const text = child(item, name);
        expect(text.getAttribute('type'), name).toBe('text');
        expect(text.textContent, name).toBe(hostile[index]);
        // Markup in a title is words in the reader, not an element it would draw.
        expect(text.children, name).toHaveLength(0);
      }
      expect(child(child(item, 'author'), 'name').textContent).toBe(hostile[index]);
      expect(child(item, 'category').getAttribute('label')).toBe(hostile[index]);
    });
  });

  it('drops the control characters XML 1.0 does not allow, and keeps tabs and new lines', () => {
    const typed = `Bell\u0007 null\u0000 escape\u001b lone\uD800 surrogate \uFFFE\uFFFF end\nnext`;
    const document = parse(feedOf([entry({ title: typed, summary: typed, html: `<p>${typed}</p>` })]));
    const item = document.getElementsByTagNameNS(ATOM, 'entry')[0]!;
    expect(child(item, 'title').textContent).toBe('Bell null escape lone surrogate  end\nnext');
    expect(child(item, 'summary').textContent).toBe('Bell null escape lone surrogate  end\nnext');
    expect(child(item, 'content').textContent).toBe('<p>Bell null escape lone surrogate  end\nnext</p>');
  });

  it('carries the body as HTML escaped in the text of `content type="html"`, even when it holds `]]>`', () => {
    const html = '<h2>Steps</h2><p>Press <kbd>Alt+F1</kbd> &amp; see ]]&gt; or ]]> in code</p>';
    const document = parse(feedOf([entry({ html })]));
    const content = child(document.getElementsByTagNameNS(ATOM, 'entry')[0]!, 'content');
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toBe(html);
    expect(content.children).toHaveLength(0);
  });

  it('escapes what an attribute or text must not hold', () => {
    expect(xmlText('a < b & c > "d" ]]>')).toBe('a &lt; b &amp; c &gt; &quot;d&quot; ]]&gt;');
  });
});
