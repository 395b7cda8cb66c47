import { describe, expect, it } from 'vitest';

import { fromOffice } from './office-paste.ts';

const item = (marker: string, text: string, list = 'l0') =>
  `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-IN>${text}</span></p>`;

describe('fromOffice', () => {
  it('makes Word’s bulleted and numbered paragraphs lists without their drawn markers, in the editor as on the server', () => {
    expect(fromOffice(`<p class=MsoNormal>Before</p>\n${item('·', 'GSTR-1')}\n${item('·', 'GSTR-3B')}\n<p class=MsoNormal>After</p>`)).toBe(
      '<p class=MsoNormal>Before</p>\n<ul><li><span lang=EN-IN>GSTR-1</span></li><li><span lang=EN-IN>GSTR-3B</span></li></ul><p class=MsoNormal>After</p>',
    );
    expect(fromOffice(item('a)', 'First') + item('b)', 'Second'))).toBe(
      '<ol><li><span lang=EN-IN>First</span></li><li><span lang=EN-IN>Second</span></li></ol>',
    );
  });

  it('drops a line break between blocks, and leaves one inside a paragraph and HTML from elsewhere as it was', () => {
    expect(fromOffice('<p>a</p><br><ul><li>b</li></ul><br /><p>c<br>d</p>')).toBe('<p>a</p><ul><li>b</li></ul><p>c<br>d</p>');
    const tiptap = '<h2>What changed</h2><ul><li><p>Due dates</p></li></ul><p>Rates</p>';
    expect(fromOffice(tiptap)).toBe(tiptap);
  });
});
