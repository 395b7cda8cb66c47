// The server's render, run where a document exists (a unit test's jsdom): the page's head goes into its answer, and
// nothing of it into that document, where its <Helmet>s would have stood in every later page's head (the home page's
// picture preload seen on a page that has none).
import { describe, expect, it } from 'vitest';

import { render } from '@/entry-server';
import { NotServedHere } from '@/lib/content-read';

describe('the server’s render beside a document', () => {
  it('writes the page’s head into its answer and nothing into the document', async () => {
    const page = await render('/', {
      origin: 'https://www.dexterity.example',
      readData: async (path) => {
        throw new NotServedHere(path);
      },
    });
    if (page.kind !== 'page') throw new Error('/ redirected');
    expect(page.head).toMatch(/<link data-rh="true" rel="canonical" href="[^"]+\/"\/>/);
    expect(page.head).toContain('rel="preload" as="image" href="/src/assets/home/hero-ledger.svg"');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // The document's head is as the setup leaves it between tests (vitest.setup.ts): without a tag of the site's.
    expect(document.head.querySelectorAll('[data-rh]')).toHaveLength(0);
  });
});
