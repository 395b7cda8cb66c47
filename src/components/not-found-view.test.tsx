// The 404 page reached by a link inside the app asks the server once (it may have a redirect there); the 404 page
// the server sent stays.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rememberDocumentAddress } from '@/lib/document-address';
import { renderRouteReady } from '@/testing/render';

const loadFromServer = vi.hoisted(() => vi.fn());
vi.mock('@/lib/document-address', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/document-address')>()),
  loadFromServer,
}));

const LOAD = { timeout: 30_000 };
const NOT_FOUND = { level: 1, name: 'This page could not be found.' } as const;

describe('the 404 page', () => {
  afterEach(() => loadFromServer.mockClear());

  it('reached by a move inside the app, loads its address from the server once', async () => {
    rememberDocumentAddress('/about');
    const { router } = await renderRouteReady('/about');
    await router.navigate('/tally-prime-pune');
    expect(await screen.findByRole('heading', NOT_FOUND, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledTimes(1));
  });

  it('sent by the server at the address it was loaded at, stays as it is', async () => {
    rememberDocumentAddress('/tally-prime-pune');
    await renderRouteReady('/tally-prime-pune');
    expect(await screen.findByRole('heading', NOT_FOUND, LOAD)).toBeInTheDocument();
    expect(loadFromServer).not.toHaveBeenCalled();
  });

  it('sent by the server at a Marathi address, stays as it is: the router knows it without its language’s base', async () => {
    // The document's address is /mr/tally-prime-pune; the router, under /mr, draws /tally-prime-pune.
    rememberDocumentAddress('/mr/tally-prime-pune');
    await renderRouteReady('/tally-prime-pune');
    expect(await screen.findByRole('heading', NOT_FOUND, LOAD)).toBeInTheDocument();
    expect(loadFromServer).not.toHaveBeenCalled();
  });
});
