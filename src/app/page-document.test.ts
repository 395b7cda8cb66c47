import { describe, expect, it } from 'vitest';

import { pageDocument, type BuildManifest } from './page-document';

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
  'src/app/start.tsx': { file: 'assets/start.js' },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/blocks/hero.tsx': { file: 'assets/hero.js', css: ['assets/hero.css'] },
  'src/blocks/faq.tsx': { file: 'assets/faq.js', css: ['assets/faq.css'] },
};

function documentOf(modules?: string[]) {
  return pageDocument(
    { template, manifest, assetFiles: [] },
    { head: '', html: '<h1>Webinar</h1>', hydrationData: '{}', routeIds: ['root', 'not-found'], ...(modules && { modules }) },
  );
}

describe('a page’s document', () => {
  it('links the styles and lists the scripts of the blocks a built page drew, and of no other block', () => {
    const html = documentOf(['src/blocks/hero.tsx']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/hero.css">');
    expect(html).not.toContain('faq');
    const modules = JSON.parse(/<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html)![1]!) as string[];
    expect(modules).toEqual(['/assets/start.js', '/assets/not-found.js', '/assets/shared.js', '/assets/hero.js']);
  });

  it('carries no block’s assets for a page without blocks', () => {
    expect(documentOf()).not.toContain('hero');
  });

  // An Android phone has Noto Sans Devanagari among its own fonts: a preload would send it the file all the same.
  it('preloads Inter on every page, and the Devanagari font on none, a Marathi page included', () => {
    const assetFiles = ['inter-latin-wght-normal-Dx4k.woff2', 'noto-sans-devanagari-devanagari-400-normal-Bl6K.woff2'];
    const page = { head: '', html: '<h1>मुखपृष्ठ</h1>', hydrationData: '{}', routeIds: ['root', 'not-found'] };
    for (const lang of ['en', 'mr', 'hi'] as const) {
      const html = pageDocument({ template, manifest, assetFiles }, { ...page, lang });
      const preloads = html.match(/<link rel="preload"[^>]*>/g);
      expect(preloads, lang).toEqual([
        '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4k.woff2" as="font" type="font/woff2" crossorigin>',
      ]);
    }
  });
});
