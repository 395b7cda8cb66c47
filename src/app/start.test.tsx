// @vitest-isolate: each test starts the app on the document, as a page load does; a file starts as a new page.
// Hydrating a page the server rendered (src/app/start.tsx): the loaders' reads are answered by the data the page
// carries, so the first render draws the server's HTML — React adopts its elements, and its hydration warnings would
// fail the test — and asks the API for nothing; a read the server could not answer is the only one the browser asks for.
import { act, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { HYDRATION_DATA_ID } from '@/app/hydration';
import { render } from '@/entry-server';
import { apiGet } from '@/lib/api-client';
import { server } from '@/testing/msw-server';
import { apiPaths } from '@common/api-contract';
import { pages } from '@common/content-model/page-kinds';
import type { DataReader } from '@common/render-result';

import { start } from './start';

/** The server's reader, answering what the API answers (the unit tests' fixtures). */
const readData: DataReader = (path, params) => apiGet(path, { params: { ...params } });

/** What the API is asked from here on, by path. */
function recordRequests(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
  return asked;
}

/** Writes the page the server renders at `url` into the document, at that address, as the browser receives it. */
/** `reader` null: a render without data, as the build draws the page for unknown addresses. */
async function loadServerPage(url: string, reader: DataReader | null = readData) {
  const page = await render(url, { origin: window.location.origin, readData: reader ?? undefined });
  if (page.kind !== 'page') throw new Error(`${url} redirected`);
  window.history.replaceState(null, '', url);
  delete document.documentElement.dataset.app;
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${HYDRATION_DATA_ID}">${page.hydrationData}</script>`;
  return page;
}

/** The app each test started, unmounted after it as a page's end would: its head tags go with it. */
let started: Root | undefined;
afterEach(() => {
  server.events.removeAllListeners();
  if (started) act(() => started?.unmount());
  started = undefined;
});

describe('hydrating a page the server rendered', () => {
  it('draws the same page without asking the API for anything', async () => {
    const page = await loadServerPage('/about');
    expect(page.complete).toBe(true);
    const heading = document.querySelector('h1');
    const footer = document.querySelector('footer');
    expect(heading).toHaveTextContent('Our Story');
    const asked = recordRequests();
    started = await start();
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    // The server's elements, adopted rather than drawn again.
    expect(document.querySelector('h1')).toBe(heading);
    expect(document.querySelector('footer')).toBe(footer);
    expect(asked).toEqual([]);
  });

  it('asks only for the read the server could not answer', async () => {
    expectConsoleError(/Error fetching Our Story/);
    const failing: DataReader = (path, params) =>
      path === apiPaths.ourStory ? Promise.reject(new Error('database away')) : readData(path, params);
    const page = await loadServerPage('/about', failing);
    expect(page.missing).toEqual(['our-story']);
    const asked = recordRequests();
    started = await start();
    await waitFor(() => expect(asked).toEqual([apiPaths.ourStory]));
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
  });

  it('hydrates as the server drew it even when the browser has read the rest before: the page for unknown addresses', async () => {
    // The build's page, drawn without any data (the built-in header and footer); its loader waits for the page
    // staff may have built at the address, and the header's reads are answered meanwhile.
    server.use(
      http.get(`*${pages.publicApi[0].path}`, async () => {
        await delay(300);
      }),
    );
    const page = await loadServerPage('/no-such-page', null);
    expect(page.status).toBe(404);
    const footer = document.querySelector('footer');
    const asked = recordRequests();
    expect(document.querySelector('.site-nav__submenu a')).toBeNull();
    started = await start();
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    expect(asked).toEqual(expect.arrayContaining([apiPaths.siteSettings, pages.publicApi[0].path]));
    // Then the header draws the offerings the browser read, on the server's elements.
    await waitFor(() => expect(document.querySelector('.site-nav__submenu a')).toHaveTextContent('Tally Software & Services'));
    expect(document.querySelector('footer')).toBe(footer);
  });
});
