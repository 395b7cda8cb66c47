import { describe, expect, it } from 'vitest';

import { pages } from '../../common/content-model/page-kinds.ts';

import { cleanDocument, cleanRecord, cleanRichText } from './rich-text.ts';
import { seedWithPage } from './test-pages.ts';

describe('cleanRichText', () => {
  it('removes a script with what it holds, and keeps the allowed tags', () => {
    expect(cleanRichText('<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p><script>alert(1)</script>')).toBe(
      '<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p>',
    );
  });

  it('keeps headings, lists, quotes, tables and emphasis; drops what the list does not have, keeping its words', () => {
    const kept =
      '<h3>a</h3><h4>b</h4><ul><li>c</li></ul><ol><li>d</li></ol><blockquote>e</blockquote><table><thead><tr><th>f</th></tr></thead><tbody><tr><td>g</td></tr></tbody></table><p><strong>h</strong><b>i</b><em>j</em><i>k</i><br />l</p><hr />';
    expect(cleanRichText(kept)).toBe(kept);
    expect(cleanRichText('<h1>Big</h1><div class="x"><span style="color:red">words</span></div>')).toBe('Bigwords');
  });

  it('removes styles, frames, on… attributes and javascript: links', () => {
    expect(cleanRichText('<style>p{}</style><iframe src="https://evil.example">inside</iframe><p onclick="x()" class="c">p</p>')).toBe(
      '<p>p</p>',
    );
    expect(cleanRichText('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(cleanRichText('<a href="data:text/html,hi">z</a><a href="//evil.example">w</a>')).toBe('<a>z</a><a>w</a>');
    expect(cleanRichText('<svg><script>alert(1)</script></svg><img src="/media/x.png" onerror="alert(1)">')).toBe(
      '<img src="/media/x.png" alt="" />',
    );
  });

  it('keeps links to this site, mail and phone as they are, and marks links to other sites noopener noreferrer', () => {
    expect(cleanRichText('<a href="/contact" target="_blank" rel="opener">c</a>')).toBe('<a href="/contact">c</a>');
    expect(cleanRichText('<a href="mailto:info@example.com">m</a><a href="tel:+91 20 1234">t</a>')).toBe(
      '<a href="mailto:info@example.com">m</a><a href="tel:+91 20 1234">t</a>',
    );
    expect(cleanRichText('<a href="https://tallysolutions.com/">t</a>')).toBe(
      '<a href="https://tallysolutions.com/" rel="noopener noreferrer">t</a>',
    );
  });

  it('keeps a picture of this site’s media library with its size, and removes any other', () => {
    expect(cleanRichText('<img src="/media/pages/irn-v1.png" alt="An IRN" width="640" height="360" class="x">')).toBe(
      '<img src="/media/pages/irn-v1.png" alt="An IRN" width="640" height="360" />',
    );
    expect(cleanRichText('<img src="https://evil.example/x.png" alt="x"><img src="/media/../secret"><img src="/other.png">')).toBe('');
    expect(cleanRichText('<img src="/media/a.png" width="100%">')).toBe('<img src="/media/a.png" alt="" />');
  });

  it('changes nothing the second time', () => {
    const once = cleanRichText('<p>a <a href="https://x.example">b</a> <img src="/media/a.png" alt="c"></p><script>d</script>');
    expect(cleanRichText(once)).toBe(once);
  });
});

describe('cleanRecord', () => {
  it('cleans the rich text inside a page’s blocks and a block’s lists, and leaves other fields and unknown blocks as they are', () => {
    const page = {
      title: '<script>not html</script>',
      blocks: [
        { type: 'rich-text', html: '<p>a</p><script>alert(1)</script>' },
        { type: 'hero', title: '<b>kept as typed</b>', text: 'x' },
        { type: 'no-such-block', html: '<script>left to validation</script>' },
        'not a block',
      ],
    };
    expect(cleanRecord(pages.fields, page)).toEqual({
      title: '<script>not html</script>',
      blocks: [
        { type: 'rich-text', html: '<p>a</p>' },
        { type: 'hero', title: '<b>kept as typed</b>', text: 'x' },
        { type: 'no-such-block', html: '<script>left to validation</script>' },
        'not a block',
      ],
    });
  });
});

describe('cleanDocument', () => {
  it('cleans the pages of an import and leaves the document it was given as it was', () => {
    const document = seedWithPage();
    document.pages![0]!.blocks = [{ type: 'rich-text', html: '<p onmouseover="x()">a</p><script>alert(1)</script>' }];
    const cleaned = cleanDocument(document);
    expect(cleaned.pages![0]!.blocks).toEqual([{ type: 'rich-text', html: '<p>a</p>' }]);
    expect(document.pages![0]!.blocks).toEqual([{ type: 'rich-text', html: '<p onmouseover="x()">a</p><script>alert(1)</script>' }]);
    expect(cleaned.offerings).toEqual(document.offerings);
  });
});
