// The staff pages follow the system's theme while they are open, as the site's pages do: a member of staff whose
// phone turns dark at sunset sees the staff area turn dark without reloading it.
import { act, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { THEME_STORAGE_KEY } from '@/lib/theme';
import { server } from '@/testing/msw-server';
import { ME, ok, STAFF } from '@/testing/staff/desk-testing';

import { StaffLayout } from './staff-layout';

/** A system whose colour scheme the test turns, telling the page as a browser does. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    turn(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('the staff frame', () => {
  it('turns dark and light again with the system while a staff page is open', async () => {
    // A member of staff who never chose a theme on the site's pages (a choice would be kept over the system's).
    localStorage.removeItem(THEME_STORAGE_KEY);
    document.documentElement.setAttribute('data-bs-theme', 'light');
    const system = systemScheme(false);
    server.use(
      http.get(`${STAFF}/session`, () => ok({ email: ME.email, accountId: ME.id, role: 'owner', csrfToken: 'token', newEnquiries: 0 })),
    );
    render(
      <MemoryRouter initialEntries={['/staff/x']}>
        <Routes>
          <Route element={<StaffLayout />}>
            <Route path="/staff/x" element={<p>A staff page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(`Signed in as ${ME.email}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('A staff page')).toBeInTheDocument();

    act(() => system.turn(true));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    act(() => system.turn(false));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
  });
});
