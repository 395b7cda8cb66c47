import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { ErrorScreen } from '@/app/error-screen';
import { pageModuleFile } from '@/app/page-document';
import { routes } from '@/app/router';
import { pageAt, pagePaths, shellPaths } from '@common/route-addresses';
import { NOT_FOUND_ROUTE_ID, routeTable } from '@common/routes';
import { expectConsoleError } from '@common/testing/console';
import { renderRouteReady } from '@/testing/render';
import { LanguageProvider } from '@/lib/language';
import { formatterOf } from '@common/message-format';
import mr from '@/i18n/mr.json';
import type { RouteEntry } from '@common/page-handle';
import { moduleBlocks, modulePages } from '@common/kinds/index';

/** The kinds whose components module draws blocks only (Forms): no page of theirs is in the table. */
const blocksOnly = new Set(moduleBlocks.map((block) => `src/kinds/${block.module}.tsx`));
for (const page of modulePages) blocksOnly.delete(`src/kinds/${page.module}.tsx`);

/**
 * The page modules' source files: the company's in src/app/routes, the samples' in src/samples/routes, the kinds' in
 * src/kinds (but those of kinds without pages).
 */
const moduleFiles = Object.keys(
  import.meta.glob([
    './routes/*.tsx',
    '../samples/routes/*.tsx',
    '../kinds/*.tsx',
    '!./routes/*.test.tsx',
    '!../samples/routes/*.test.tsx',
    '!../kinds/*.test.tsx',
  ]),
)
  .map((file) => file.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/app/'))
  .filter((file) => !blocksOnly.has(file));

describe('route table', () => {
  it('has one entry for every page module, and a module for every entry where its `sample` flag says', () => {
    expect(moduleFiles.length).toBeGreaterThan(20);
    expect([...new Set(routeTable.map((route) => pageModuleFile(route.id)))].sort()).toEqual([...moduleFiles].sort());
    // A kind's pages are drawn by its components module (common/kinds: `module`).
    expect(pageModuleFile('customer-story')).toBe('src/kinds/customer-stories.tsx');
    expect([...blocksOnly]).toEqual(['src/kinds/forms.tsx']);
    // The manifest keys the server links a page's assets by: a sample's module is under src/samples.
    const samples = routeTable.filter((route: RouteEntry) => route.sample).map((route) => route.id);
    expect(samples).toContain('shop');
    expect(pageModuleFile('shop')).toBe('src/samples/routes/shop.tsx');
    expect(pageModuleFile('home')).toBe('src/app/routes/home.tsx');
  });

  it('makes the client router pick the page the server picks, at every address', () => {
    const others = ['/service/service-7', '/blog/another-post', '/light/shop/99', '/no-such-page', '/light/nope', '/service/7/extra'];
    for (const path of [...pagePaths, ...shellPaths, '/staff/enquiries/3', ...others]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.id, path).toBe(pageAt(path)?.id ?? NOT_FOUND_ROUTE_ID);
      // The page carries its entry: <Seo> reads `sample` from it.
      expect(leaf?.handle, path).toBe(routeTable.find((route) => route.id === leaf?.id));
    }
  });

  it('shows the 404 page for paths outside the table, with a way home', async () => {
    await renderRouteReady('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/shop', '/light/shop'],
    ['/shop/7', '/light/shop/7'],
    ['/shop/cart', '/light/shop/cart'],
    ['/shop/checkout', '/light/shop/checkout'],
    ['/portfolio-details', '/portfolio/portfolio-details'],
    ['/team-details', '/team/team-details'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = await renderRouteReady(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = await renderRouteReady('/no-such-page');
    await screen.findByRole('heading', { name: 'This page could not be found.' });
    (window.scrollTo as unknown as { mockClear: () => void }).mockClear();
    await router.navigate('/another-missing-page');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
  });
});

describe('error screen', () => {
  it('shows the heading and the message, without a stack trace, and a way home', async () => {
    expectConsoleError(/Kaboom|Error handled by React Router|The above error/);
    function Broken(): never {
      throw new Error('Kaboom');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.queryByText(/at Broken/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('leads home in the page’s language on a Marathi page', async () => {
    expectConsoleError(/Kaboom|Error handled by React Router|The above error/);
    function Broken(): never {
      throw new Error('Kaboom');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <ErrorScreen /> }]);
    render(
      <LanguageProvider value={{ lang: 'mr', format: formatterOf(mr, 'mr') }}>
        <RouterProvider router={router} />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: mr['Unexpected Application Error!'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: mr['Back To Home'] })).toHaveAttribute('href', '/mr/');
  });
});

describe('scroll position', () => {
  it('leaves the first page load alone and goes to an anchor on a route change', async () => {
    (window.scrollTo as unknown as { mockClear: () => void }).mockClear();
    const { router } = await renderRouteReady('/no-such-page');
    expect(window.scrollTo).not.toHaveBeenCalled();
    const target = document.createElement('div');
    target.id = 'service';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    await router.navigate('/another-missing-page#service');
    await waitFor(() => expect(target.scrollIntoView).toHaveBeenCalled());
    expect(window.scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
