import { describe, expect, it } from 'vitest';

import { encodeLink, isLink, linkProblem } from './links.ts';
import { isSitePath } from './paths.ts';

const PAGE_OR_HTTPS = 'must be a page of this site starting with one / (such as /about) or an https:// address';

describe('the rule of every link staff enter', () => {
  it('takes a page of this site starting with one / and an https:// address, IRIs too', () => {
    for (const link of [
      '/',
      '/about',
      '/service/service-1#pricing',
      '/contact?service=Tally%20Prime&plan=Gold',
      '/भारत',
      'https://example.com/offer',
      'https://hi.example.in/भारत',
      'https://भारत.example/',
      'HTTPS://example.com/',
    ])
      expect(linkProblem(link, 'page-or-https'), link).toBeUndefined();
  });

  it.each([
    ['//evil.example', `${PAGE_OR_HTTPS}: "//" at its start leads to another site`],
    ['///evil.example', `${PAGE_OR_HTTPS}: "//" at its start leads to another site`],
    ['/\\evil.example', `${PAGE_OR_HTTPS}: "/\\" at its start leads to another site`],
    ['/.//evil.example', `${PAGE_OR_HTTPS}: a browser reads it as an address starting with "//", another site`],
    ['/ok\\evil', `${PAGE_OR_HTTPS}: it holds a backslash, which browsers read as /`],
    ['https://evil.example\\@good.example', `${PAGE_OR_HTTPS}: it holds a backslash, which browsers read as /`],
    ['/about\u0000', `${PAGE_OR_HTTPS}: it holds a space or a control character`],
    ['/about us', `${PAGE_OR_HTTPS}: it holds a space or a control character`],
    ['/about\u0085', `${PAGE_OR_HTTPS}: it holds a space or a control character`],
    ['https://x.example/\ud800', `${PAGE_OR_HTTPS}: it holds a broken character (half of a UTF-16 surrogate pair): retype it`],
    ['/a"onmouseover=x', `${PAGE_OR_HTTPS}: it holds a character a link cannot have (< > " \` { } | ^)`],
    ['http://example.com/', `${PAGE_OR_HTTPS}: http:// is not taken, write the https:// address`],
    ['https://', `${PAGE_OR_HTTPS}: it names no site`],
    ['https:///evil.example', `${PAGE_OR_HTTPS}: it names no site`],
    ['javascript:alert(1)', PAGE_OR_HTTPS],
    ['mailto:info@example.in', PAGE_OR_HTTPS],
    ['#pricing', PAGE_OR_HTTPS],
    ['about', PAGE_OR_HTTPS],
  ])('refuses %j, saying why', (link, message) => {
    expect(linkProblem(link, 'page-or-https')).toBe(message);
  });

  it('says "empty or" for a field that may be empty, and takes empty there only', () => {
    expect(linkProblem('', 'page-or-https', true)).toBeUndefined();
    expect(linkProblem('', 'page-or-https')).toBe(PAGE_OR_HTTPS);
    expect(linkProblem('//evil.example', 'https', true)).toBe(
      'must be empty or an https:// address: "//" at its start leads to another site',
    );
  });

  it('takes a block of the same page (#anchor) for a block’s button only: redirects and menus refuse it', () => {
    const BUTTON =
      'must be a page of this site starting with one / (such as /about), an https:// address, or # and the anchor of a block on this page (such as #enquiry)';
    expect(linkProblem('#enquiry', 'button')).toBeUndefined();
    expect(linkProblem('#gst-2026', 'button')).toBeUndefined();
    expect(linkProblem('/contact', 'button')).toBeUndefined();
    expect(linkProblem('https://example.com/', 'button')).toBeUndefined();
    expect(linkProblem('#', 'button')).toBe(`${BUTTON}: it names no block: write # and the anchor of a block on this page`);
    for (const bad of ['#Enquiry', '#our enquiry', '#-x', '#a_b', '#é'])
      expect(linkProblem(bad, 'button'), bad).toBe(`${BUTTON}: after # comes a block’s anchor: lowercase letters, digits and hyphens`);
    expect(linkProblem('//evil.example', 'button')).toBe(`${BUTTON}: "//" at its start leads to another site`);
    expect(linkProblem('#enquiry', 'page-or-https')).toBe(PAGE_OR_HTTPS);
    expect(linkProblem('#enquiry', 'https')).toBe('must be an https:// address');
    expect(linkProblem('#enquiry', 'rich-text')).toMatch(/^must be a page of this site/);
    expect(encodeLink('#enquiry')).toBe('#enquiry');
  });

  it('takes only https:// addresses where a page of this site makes no sense (a social page)', () => {
    expect(isLink('https://www.linkedin.com/company/dexterity', 'https')).toBe(true);
    expect(linkProblem('/about', 'https')).toBe('must be an https:// address');
  });

  it('keeps in rich text the http://, mailto: and tel: links it kept before, and refuses the same off-site paths', () => {
    for (const link of ['http://example.com/', 'mailto:info@example.in', 'tel:+91 20 1234', '/contact', 'https://x.example/'])
      expect(isLink(link, 'rich-text'), link).toBe(true);
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'tel:+91;x', 'mailto:'])
      expect(isLink(link, 'rich-text'), link).toBe(false);
  });

  it('tells a page of this site from another site’s address when drawing a stored link', () => {
    expect(['/', '/about', '/a//b'].every(isSitePath)).toBe(true);
    expect(['//evil.example', '/\\evil.example', 'https://x.example/', '', 'about'].some(isSitePath)).toBe(false);
  });
});

describe('a link as the web sends it', () => {
  it('percent-encodes an IRI as UTF-8, and puts a host outside ASCII in punycode', () => {
    expect(encodeLink('https://hi.example.in/भारत')).toBe('https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4');
    expect(encodeLink('/मराठी?q=१')).toBe('/%E0%A4%AE%E0%A4%B0%E0%A4%BE%E0%A4%A0%E0%A5%80?q=%E0%A5%A7');
    expect(encodeLink('https://user@भारत.example:8443/x')).toBe('https://user@xn--h2brj9c.example:8443/x');
    expect(encodeLink('HTTPS://Example.in/')).toBe('https://Example.in/');
  });

  it('leaves an encoded link, and a tel: link, as they are', () => {
    for (const link of ['/about', 'https://hi.example.in/%E0%A4%AD', '/a%20b?x=%00', 'tel:+91 20 1234', 'mailto:info@example.in'])
      expect(encodeLink(link), link).toBe(link);
    const once = encodeLink('https://भारत.example/भारत');
    expect(encodeLink(once)).toBe(once);
  });

  it('makes any text, a link stored before the rule too, a header value Node takes', () => {
    for (const text of ['/a\nb\r\nSet-Cookie: x', 'x\ud800y', 'https://a b/\u0000', '/\u00e9t\u00e9', 'https://[bad', '\udfff']) {
      const header = encodeLink(text);
      expect(header, JSON.stringify(text)).toMatch(/^[\x21-\x7e]*$/);
    }
    expect(encodeLink('x\ud800y')).toBe('x%EF%BF%BDy');
  });
});
