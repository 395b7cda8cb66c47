// Test helper: a miniature build whose render bundle prints a service's heading (and, on /contact, the
// main phone of the Site settings; at a built page's address, its blocks), read as the real pages read them,
// so tests of the whole server use the real page cache, previews and share pictures.
/** The client files every stand-in build has: the prerendered pages, the shell, an empty manifest, one asset. */
export const STAND_IN_CLIENT: Readonly<Record<string, string>> = {
  'client/index.html': '<h1>home</h1>',
  'client/404.html': '<h1>This page could not be found.</h1>',
  'client/_shell.html': '<div id="root"></div>',
  'client/.vite/manifest.json': '{}',
  'client/assets/index-abc123.js': '',
};

export function serviceHeadingBuild(origin: string): Record<string, string> {
  return {
    ...STAND_IN_CLIENT,
    'template.html': '<html><head></head><body><div id="root"><!--app--></div></body></html>',
    // Stands in for src/entry-server.tsx: a service page shows its heading, read as the real pages read it.
    'server/entry-server.js': `export async function render(url, { readData }) {
       if (url.split('?')[0] === '/contact') {
         const [settings] = await readData('/api/site-settings/', {});
         return { kind: 'page', status: 200, html: '<p>Call ' + settings.phone + '</p>', head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
       }
       const path = url.split('?')[0];
       if (!path.startsWith('/service/')) {
         // The not-found route: a built page when the API has one at this address (200), else the 404 page.
         const [page] = await readData('/api/get-page/', { slug: path.slice(1) });
         if (!page) return { kind: 'page', status: 404, html: '<h1>This page could not be found.</h1>', head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
         const plans = await readData('/api/get-pricingplan/', {});
         const html = page.blocks.map((block) =>
           block.type === 'hero' ? '<h1>' + block.title + '</h1><p>' + block.text + '</p>'
           : block.type === 'rich-text' ? block.html
           : block.type === 'pricing' ? '<ul>' + plans.filter((plan) => plan.offering_details === block.service_id).map((plan) => '<li>' + plan.plan_type_display + '</li>').join('') + '</ul>'
           : block.type === 'contact-form' ? '<form aria-label="Contact form"></form>'
           : '').join('');
         return { kind: 'page', status: 200, html, head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
       }
       const id = Number(path.split('-').pop());
       const service = (await readData('/api/get-offering-details/', {})).find((s) => s.id === id);
       return { kind: 'page', status: service ? 200 : 404, html: '<h1>' + (service ? service.heading : 'Service Not Found') + '</h1>',
         head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
     }
     export function pageDocument(assets, page) { return assets.template.replace('<!--app-->', page.html); }`,
    'build-info.json': JSON.stringify({ builtAt: new Date().toISOString(), siteOrigin: origin, apiBaseUrl: '', scriptHashes: [] }),
  };
}
