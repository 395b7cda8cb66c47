import { describe, expect, it } from 'vitest';

import { requestUrl } from './request-url.ts';

describe('a request target read as an address of this site', () => {
  it.each([
    ['//', '//', ''],
    ['//?page=2', '//', '?page=2'],
    ['//evil.example/about', '//evil.example/about', ''],
    ['/\\evil.example', '//evil.example', ''],
    ['/about//', '/about//', ''],
    ['/search?q=tally', '/search', '?q=tally'],
  ])('%s is a path of this site', (target, path, search) => {
    const url = requestUrl(target, 'https://www.dexterity.example');
    expect(url.origin).toBe('https://www.dexterity.example');
    expect(url.pathname).toBe(path);
    expect(url.search).toBe(search);
  });

  it('keeps an absolute URL as sent', () => {
    expect(requestUrl('http://localhost:8080/about?x=1').href).toBe('http://localhost:8080/about?x=1');
  });
});
