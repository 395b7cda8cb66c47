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
    expect(cleanRichText('<h1>Big</h1><div class="x"><span style="color:red">words</span></div>')).toBe('<h2>Big</h2>words');
  });

  it('removes styles, frames, on… attributes and javascript: links', () => {
    expect(cleanRichText('<style>p{}</style><iframe src="https://evil.example">inside</iframe><p onclick="x()" class="c">p</p>')).toBe(
      '<p>p</p>',
    );
    expect(cleanRichText('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(cleanRichText('<a href="data:text/html,hi">z</a><a href="//evil.example">w</a>')).toBe('<a>z</a><a>w</a>');
    // The links' rule (common/links.ts): a backslash is a slash to a browser, so "/\\host" is another site too.
    expect(cleanRichText('<a href="/\\evil.example">b</a><a href="/.//evil.example">d</a>')).toBe('<a>b</a><a>d</a>');
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

  it('keeps a link to an address outside ASCII as the web sends it, percent-encoded', () => {
    const once = cleanRichText('<a href="https://hi.example.in/भारत">h</a><a href="/मराठी">m</a>');
    expect(once).toBe(
      '<a href="https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4" rel="noopener noreferrer">h</a>' +
        '<a href="/%E0%A4%AE%E0%A4%B0%E0%A4%BE%E0%A4%A0%E0%A5%80">m</a>',
    );
    expect(cleanRichText(once)).toBe(once);
  });

  it('keeps a picture of this site’s media library with its size, and removes any other', () => {
    expect(cleanRichText('<img src="/media/pages/irn-v1.png" alt="An IRN" width="640" height="360" class="x">')).toBe(
      '<img src="/media/pages/irn-v1.png" alt="An IRN" width="640" height="360" />',
    );
    expect(cleanRichText('<img src="https://evil.example/x.png" alt="x"><img src="/media/../secret"><img src="/other.png">')).toBe('');
    expect(cleanRichText('<img src="/media/a.png" width="100%">')).toBe('<img src="/media/a.png" alt="" />');
  });

  it('cleans a paste from Word: its lists become lists, its styles, fonts, <o:p> and settings go, bold and italic stay', () => {
    // As Word for Windows puts it on the clipboard (trimmed): a heading, a paragraph, an empty one, a bulleted and a numbered list.
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<xml><w:WordDocument><w:View>Normal</w:View><w:Zoom>0</w:Zoom></w:WordDocument></xml>
<style>p.MsoNormal{mso-style-parent:"";margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}</style></head>
<body lang=EN-IN style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span lang=EN-IN style='mso-fareast-font-family:"Times New Roman"'>GST rate changes<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=EN-IN>Rates on <b><span style='mso-bidi-font-weight:normal'>tractors</span></b> and <i style='mso-bidi-font-style:normal'>TallyPrime</i> updates.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span lang=EN-IN style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-IN>Due dates<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-IN style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-IN>E-invoicing<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span lang=EN-IN><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-IN>Back up the data<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><span lang=EN-IN><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><span lang=EN-IN>Upgrade<o:p></o:p></span></p>
<!--EndFragment--></body></html>`;
    expect(cleanRichText(word).replace(/\n/g, '')).toBe(
      '<h2>GST rate changes</h2><p>Rates on <b>tractors</b> and <i>TallyPrime</i> updates.</p>' +
        '<ul><li>Due dates</li><li>E-invoicing</li></ul><ol><li>Back up the data</li><li>Upgrade</li></ol>',
    );
  });

  it('cleans a paste from Google Docs: its bold-looking wrapper is not bold, its styled spans are bold and italic, blank-line breaks go', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1c2a3b-7fff-1d2e-9a4b-0c1d2e3f4a5b">' +
      '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;white-space:pre-wrap;">What changed</span></h2>' +
      '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Rates on </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">tractors</span><span style="font-size:11pt;font-weight:400;"> and </span><span style="font-size:11pt;font-weight:400;font-style:italic;">harvesters</span><span style="font-weight:400;"> (see </span><a href="https://cbic-gst.gov.in/" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;">CBIC</span></a><span style="font-weight:400;">).</span></p>' +
      '<br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">File GSTR-1</span></p></li></ul><br></b>';
    expect(cleanRichText(docs)).toBe(
      '<h2>What changed</h2><p>Rates on <strong>tractors</strong> and <em>harvesters</em> (see ' +
        '<a href="https://cbic-gst.gov.in/" rel="noopener noreferrer">CBIC</a>).</p><ul><li><p>File GSTR-1</p></li></ul>',
    );
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
