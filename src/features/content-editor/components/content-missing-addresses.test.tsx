import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { builtPage, ok, recordChanges, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const REDIRECT = { id: 2, position: 0, version: 1, from: '/old-offer', to: '/service', permanent: true };
const PAGE = builtPage();

describe('missing addresses under the redirects', () => {
  it('lists the addresses visitors asked for, most asked first with India times, and Redirect it opens a redirect from one', async () => {
    const user = userEvent.setup();
    serveLists({ redirects: [REDIRECT], pages: [PAGE], services: [service(1, 'TallyPrime')] });
    server.use(
      http.get('*/api/staff/missing-addresses', () =>
        ok([
          { path: '/wp-login-old', hits: 2, last_seen: '2026-11-27T10:00:00Z' },
          { path: '/tally-prime-pune', hits: 17, last_seen: '2026-11-28T04:30:00Z' },
        ]),
      ),
    );
    renderEditor('?kind=redirects');
    // The redirects themselves: a long list, by their old address, never put in order by hand.
    const redirects = await screen.findByRole('table', { name: 'Redirects, by “From”, A to Z' });
    expect(within(redirects).getByRole('rowheader', { name: /\/old-offer/ })).toBeInTheDocument();
    expect(within(redirects).queryByRole('button', { name: /^(Reorder|Move) / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search redirects')).toHaveAccessibleDescription('By “From” and the list’s columns.');
    const missing = await screen.findByRole('region', { name: 'Missing addresses' });
    const rows = await within(missing).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '/tally-prime-pune1728 Nov 2026, 10:00 amRedirect it',
      '/wp-login-old227 Nov 2026, 3:30 pmRedirect it',
    ]);

    const sent = recordChanges('post', '/redirects', () =>
      ok({ ...REDIRECT, id: 3, from: '/tally-prime-pune', to: '/service/service-1' }, 201),
    );
    await user.click(within(missing).getByRole('button', { name: 'Redirect it: /tally-prime-pune' }));
    const dialog = await screen.findByRole('dialog', { name: 'New redirect' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('/tally-prime-pune');
    // The target is chosen among the site's pages: real pages, built pages, services.
    const pages = within(dialog).getByLabelText('To: a page of the site');
    expect(within(pages).getByRole('option', { name: 'GST webinar (/gst-webinar)' })).toBeInTheDocument();
    expect(within(pages).getByRole('option', { name: 'Our Story (/about)' })).toBeInTheDocument();
    expect(within(pages).queryByRole('option', { name: /Studio Agency/ })).not.toBeInTheDocument();
    await user.selectOptions(pages, 'TallyPrime (/service/service-1)');
    expect(within(dialog).getByLabelText('To (address)')).toHaveValue('/service/service-1');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ from: '/tally-prime-pune', to: '/service/service-1', permanent: true });
  });

  it('says so when no address is missing', async () => {
    serveLists({ redirects: [], pages: [], services: [] });
    server.use(http.get('*/api/staff/missing-addresses', () => ok([])));
    renderEditor('?kind=redirects');
    expect(await screen.findByText('No missing addresses: every address visitors asked for exists.')).toBeInTheDocument();
  });
});

describe('broken redirects above the redirects', () => {
  it('lists the redirects that lead to a page that is gone, each opening the redirect to lead it elsewhere', async () => {
    const user = userEvent.setup();
    const broken = { ...REDIRECT, id: 5, from: '/webinar', to: '/gst-webinar' };
    serveLists({ redirects: [REDIRECT, broken], pages: [], services: [service(1, 'TallyPrime')] });
    server.use(
      http.get('*/api/staff/missing-addresses', () => ok([])),
      http.get('*/api/staff/broken-redirects', () => ok([{ id: 5, from: '/webinar', to: '/gst-webinar', permanent: true }])),
      http.get('*/api/staff/content/redirects/5', () => ok({ ...broken, draft: null })),
    );
    renderEditor('?kind=redirects');
    const region = await screen.findByRole('region', { name: 'Broken redirects' });
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['/webinar/gst-webinarBroken: leads to a page that is goneEdit redirect']);

    await user.click(within(region).getByRole('button', { name: 'Edit the broken redirect /webinar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit redirect “/webinar”' });
    expect(within(dialog).getByLabelText('To (address)')).toHaveValue('/gst-webinar');
  });

  it('is not there when every redirect leads somewhere', async () => {
    serveLists({ redirects: [REDIRECT], pages: [], services: [] });
    server.use(http.get('*/api/staff/missing-addresses', () => ok([])));
    renderEditor('?kind=redirects');
    expect(await screen.findByRole('region', { name: 'Missing addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broken redirects' })).not.toBeInTheDocument();
  });
});
