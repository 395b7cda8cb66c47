// Which answers another origin may read (Cross-Origin-Resource-Policy: cross-origin): images and the public
// API, for a site served from elsewhere; never the staff API, and nothing else.
import { describe, expect, it } from 'vitest';

import { readableElsewhere } from './security.ts';

describe('readableElsewhere', () => {
  it('takes /media/ and the public API', () => {
    for (const url of ['/media/a.webp', '/api/get-offering-details/', '/api/health', '/api/staffing-news', '/api/site-settings/?x=1']) {
      expect(readableElsewhere(url), url).toBe(true);
    }
  });

  it('leaves out the staff API and every other address', () => {
    for (const url of [
      '/api/staff',
      '/api/staff/',
      '/api/staff/session',
      '/api/staff?x=1',
      '/',
      '/about',
      '/assets/index.js',
      '/api',
      '/mediax/a.png',
      '/staff/api/x',
    ]) {
      expect(readableElsewhere(url), url).toBe(false);
    }
  });
});
