import { describe, expect, it } from 'vitest';

import { SHELL_TITLE } from '@common/staff-pages';

import { pageDocument, shellDocument, type BuildManifest } from './page-document';

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

  // On a machine with no Devanagari font of its own, an unpreloaded Noto Sans Devanagari came after the browser's
  // short wait (`font-display: optional`) and the first Marathi page drew its letters as boxes.
  it('preloads Inter on every page, and the Devanagari font on Marathi and Hindi pages only', () => {
    const assetFiles = [
      'inter-latin-ext-wght-normal-DO1A.woff2',
      'inter-latin-wght-normal-Dx4k.woff2',
      'noto-sans-devanagari-400-xs6T.woff2',
    ];
    const preload = (file: string) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
    const page = { head: '', html: '<h1>मुखपृष्ठ</h1>', hydrationData: '{}', routeIds: ['root', 'not-found'] };
    const preloadsIn = (lang: 'en' | 'mr' | 'hi') =>
      pageDocument({ template, manifest, assetFiles }, { ...page, lang }).match(/<link rel="preload"[^>]*>/g);
    expect(preloadsIn('en')).toEqual([preload('inter-latin-wght-normal-Dx4k.woff2')]);
    for (const lang of ['mr', 'hi'] as const) {
      expect(preloadsIn(lang), lang).toEqual([
        preload('inter-latin-wght-normal-Dx4k.woff2'),
        preload('noto-sans-devanagari-400-xs6T.woff2'),
      ]);
    }
  });
});

describe('the staff area’s shell', () => {
  const shell = shellDocument({ template, manifest, assetFiles: [] });

  it('leaves the app an empty root, lists the app’s start, and has a title the server replaces', () => {
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain(SHELL_TITLE);
    expect(shell).toContain('id="page-modules">["/assets/start.js"]</script>');
  });

  it('tells a browser that runs no scripts that the staff area needs them', () => {
    const body = shell.slice(shell.indexOf('</div>'));
    expect(body).toMatch(
      /<noscript><p[^>]*>The staff area needs JavaScript\. Turn it on in this browser, then reload the page\.<\/p><\/noscript>/,
    );
  });
});
