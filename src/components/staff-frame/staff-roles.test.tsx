// Roles in the browser (docs/decisions/0018): the header shows only the sections the session's role
// includes, a page of another section says the role does not include it and sends no request, and
// sign-in leads to the first section the role includes.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { StaffRole } from '@common/staff-roles';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { getSession } from '@/lib/staff/session';

import { ME, ok, STAFF } from '@/testing/staff/desk-testing';
import { StaffAreaGate } from './staff-area-gate';
import { StaffHeader } from './staff-header';
import { sectionsFor, staffHome } from '@/lib/staff/staff-sections';
import { StaffSessionProvider } from './staff-session';

function signedInAs(role: StaffRole, newEnquiries = 3) {
  server.use(http.get(`${STAFF}/session`, () => ok({ email: ME.email, accountId: ME.id, role, csrfToken: 'session-token', newEnquiries })));
}

/** The staff frame at /staff/x: the header, and a page of `area` (counting how often it was drawn, as it would load its data). */
function renderStaff(area: 'enquiries' | 'reports' | 'content') {
  let loads = 0;
  const Page = () => {
    loads += 1;
    return <p>The {area} page itself</p>;
  };
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={['/staff/x']}>
        <StaffSessionProvider>
          <StaffHeader />
          <StaffAreaGate area={area} heading="Enquiry">
            <Page />
          </StaffAreaGate>
        </StaffSessionProvider>
      </MemoryRouter>
    </HelmetProvider>,
  );
  return { loads: () => loads };
}

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Staff' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the staff header', () => {
  it('shows an owner every section, with the count of new enquiries, and the role beside the e-mail', async () => {
    signedInAs('owner');
    renderStaff('content');
    expect(await navLinks()).toEqual([
      ['Enquiries 3 new', '/staff'],
      ['Reports', '/staff/reports'],
      ['Content', '/staff/content'],
      ['Calendar', '/staff/calendar'],
      ['Media', '/staff/media'],
      ['Translations', '/staff/translations'],
      ['People', '/staff/people'],
      ['Activity', '/staff/activity'],
      ['Backups', '/staff/backups'],
      ['Webhooks', '/staff/webhooks'],
      ['Privacy', '/staff/privacy'],
    ]);
    expect(screen.getByText(`Signed in as ${ME.email} (owner)`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Backups' })).not.toBeInTheDocument();
  });

  it('warns an owner of a failed or missing backup, with a link to Backups', async () => {
    const backupWarning = 'No backup has been made in the last 26 hours.';
    server.use(
      http.get(`${STAFF}/session`, () =>
        ok({ email: ME.email, accountId: ME.id, role: 'owner', csrfToken: 'session-token', newEnquiries: 0, backupWarning }),
      ),
    );
    renderStaff('content');
    const warning = await screen.findByText(backupWarning, { exact: false });
    expect(warning).toHaveTextContent(`${backupWarning} Open Backups`);
    expect(within(warning).getByRole('link', { name: 'Open Backups' })).toHaveAttribute('href', '/staff/backups');
  });

  it('shows sales Enquiries and Reports', async () => {
    signedInAs('sales');
    renderStaff('enquiries');
    expect(await navLinks()).toEqual([
      ['Enquiries 3 new', '/staff'],
      ['Reports', '/staff/reports'],
    ]);
  });

  it.each(['editor', 'writer'] as const)('shows %s Content, Calendar, Media and Translations only', async (role) => {
    signedInAs(role, 0);
    renderStaff('content');
    expect(await navLinks()).toEqual([
      ['Content', '/staff/content'],
      ['Calendar', '/staff/calendar'],
      ['Media', '/staff/media'],
      ['Translations', '/staff/translations'],
    ]);
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });
});

describe('My account in the header', () => {
  it.each(['owner', 'editor', 'sales'] as const)('is a link beside who is signed in, for %s too', async (role) => {
    signedInAs(role, 0);
    renderStaff('content');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/staff/account');
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(nav).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });
});

describe('a staff page of a section the role does not include', () => {
  it('says so in a sentence with links to what the role includes, and draws nothing that loads', async () => {
    signedInAs('editor', 0);
    const page = renderStaff('enquiries');
    const sentence = await screen.findByText(/Your role \(editor\) does not include enquiries\./);
    expect(sentence).toHaveTextContent(
      'Your role (editor) does not include enquiries. It includes: Content, Calendar, Media, Translations.',
    );
    expect(within(sentence).getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/staff/content');
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeInTheDocument();
    expect(screen.queryByText('The enquiries page itself')).not.toBeInTheDocument();
    expect(page.loads()).toBe(0);
  });

  it('draws the page for a role that includes it, and names the content for sales', async () => {
    signedInAs('sales');
    renderStaff('reports');
    expect(await screen.findByText('The reports page itself')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says the role does not include the site’s content to sales', async () => {
    signedInAs('sales');
    renderStaff('content');
    const sentence = await screen.findByText(/Your role \(sales\) does not include the site’s content\./);
    expect(sentence).toHaveTextContent('Your role (sales) does not include the site’s content. It includes: Enquiries, Reports.');
  });

  it('shows why when the session cannot be read, instead of loading for ever', async () => {
    expectConsoleError(/API GET \/api\/staff\/session failed/);
    server.use(
      http.get(`${STAFF}/session`, () =>
        HttpResponse.json({ success: false, message: 'The server could not answer this request.' }, { status: 500 }),
      ),
    );
    const page = renderStaff('content');
    expect(await screen.findByText('The server could not answer this request.')).toBeInTheDocument();
    expect(page.loads()).toBe(0);
  });
});

describe('roles in the browser', () => {
  it('lead each role to its first section after sign-in', () => {
    expect(staffHome('owner')).toBe('/staff');
    expect(staffHome('sales')).toBe('/staff');
    expect(staffHome('editor')).toBe('/staff/content');
    expect(sectionsFor('sales').map((section) => section.label)).toEqual(['Enquiries', 'Reports']);
  });

  it('refuse a session whose role is unknown (it opens nothing)', async () => {
    server.use(
      http.get(`${STAFF}/session`, () => ok({ email: ME.email, accountId: ME.id, role: 'admin', csrfToken: 't', newEnquiries: 0 })),
    );
    await expect(getSession()).rejects.toThrow('The server sent an unexpected response');
  });
});
