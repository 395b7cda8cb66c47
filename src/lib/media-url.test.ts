import { describe, expect, it, vi } from 'vitest';

vi.mock('@/config/env', () => ({ env: { apiBaseUrl: 'https://api.example.com', siteOrigin: 'http://localhost:8080' } }));

const { resolveMediaUrl } = await import('./media-url');

describe('resolveMediaUrl', () => {
  it('resolves root-relative paths against the API origin', () => {
    expect(resolveMediaUrl('/media/services/a.png')).toBe('https://api.example.com/media/services/a.png');
  });

  it('keeps http(s) URLs', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveMediaUrl('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
  });

  it('rejects every other scheme, protocol-relative URLs and non-strings', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example.com/a.png',
      'ftp://x/a.png',
      'a.png',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(resolveMediaUrl(value)).toBe('');
    }
  });
});
