import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StaffSessionProvider } from '@/components/staff-frame/staff-session';
import { expectConsoleError } from '@common/testing/console';
import { sampleBackupOverview, sampleBackups } from '@/testing/handlers/backups';
import { server } from '@/testing/msw-server';

import { BackupsView, formatSize } from './backups-view';
import { bodyCells } from '@/testing/table-cells';

function renderBackups() {
  server.use(
    http.get('*/api/staff/session', () =>
      HttpResponse.json({
        success: true,
        data: { email: 'asha@example.in', accountId: 1, role: 'owner', csrfToken: 'session-token', newEnquiries: 0 },
      }),
    ),
  );
  return render(
    <MemoryRouter initialEntries={['/staff/backups']}>
      <StaffSessionProvider>
        <BackupsView />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
}

const cells = bodyCells;

describe('the Backups page', () => {
  it('says what is backed up when, and lists each backup: when, why, size, what it holds, where it is kept, a download', async () => {
    renderBackups();
    const table = await screen.findByRole('table', { name: /Backups, newest first/ });
    expect(screen.getByText(/Backed up daily at 3 am India time, on demand and before each content import\./)).toHaveTextContent(
      'The newest backup of each of the last 14 days and 8 weeks is kept. Each backup is also copied, encrypted, to the bucket “dexterity-backups”.',
    );
    expect(screen.getByRole('heading', { name: '2 backups, newest first' })).toBeInTheDocument();
    expect(cells(table)).toEqual([
      [
        '28 Nov 2026, 3:00 am',
        'Daily',
        '3.4 MB',
        '1,284 enquiries, 212 content items, 37 media files',
        'This server and the bucket “dexterity-backups”',
        'Download',
      ],
      [
        '27 Nov 2026, 2:15 pm',
        'Before a content import',
        '801 KB',
        '1 enquiry, 1 content item, 0 media files',
        'This server only. Copy to the bucket failed after 4 attempts: connect ECONNREFUSED',
        'Download',
      ],
    ]);
    const download = within(table).getByRole('link', { name: 'Download the backup of 28 Nov 2026, 3:00 am' });
    expect(download).toHaveAttribute('href', `/api/staff/backups/${sampleBackups[0]!.name}/download`);
    expect(download).toHaveAttribute('download', `${sampleBackups[0]!.name}.tar`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('backs up now with the CSRF token and a JSON body, says what the backup holds, and lists again', async () => {
    let posted: string | null = null;
    let body: string | undefined;
    let lists = 0;
    server.use(
      http.get('*/api/staff/backups', () => {
        lists += 1;
        return HttpResponse.json({ success: true, data: sampleBackupOverview });
      }),
      http.post('*/api/staff/backups', async ({ request }) => {
        posted = request.headers.get('x-csrf-token');
        // JSON is named on every request: a JSON request with no body at all is refused by the server.
        body = `${request.headers.get('content-type')} ${await request.text()}`;
        return HttpResponse.json(
          { success: true, data: { ...sampleBackups[0], name: 'backup-2026-11-28T101500-IST', reason: 'manual' } },
          { status: 201 },
        );
      }),
    );
    renderBackups();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Backed up: 1,284 enquiries, 212 content items, 37 media files.');
    expect(posted).toBe('session-token');
    expect(body).toBe('application/json {}');
    expect(lists).toBe(2);
  });

  describe('on a clock the test moves', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits for a backup that takes minutes, as a large site’s does, and then says what it holds', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let reached = false;
      server.use(
        http.get('*/api/staff/backups', () => HttpResponse.json({ success: true, data: sampleBackupOverview })),
        http.post('*/api/staff/backups', async () => {
          reached = true;
          await delay(4 * 60_000);
          return HttpResponse.json({ success: true, data: { ...sampleBackups[0], reason: 'manual' } }, { status: 201 });
        }),
      );
      renderBackups();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Back up now' }));
      await waitFor(() => expect(reached).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
      expect(await screen.findByRole('status')).toHaveTextContent('Backed up: 1,284 enquiries, 212 content items, 37 media files.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('says a backup is running when another one is (409), and lists again', async () => {
    expectConsoleError(/API POST \/api\/staff\/backups failed/);
    let lists = 0;
    server.use(
      http.get('*/api/staff/backups', () => {
        lists += 1;
        return HttpResponse.json({ success: true, data: sampleBackupOverview });
      }),
      http.post('*/api/staff/backups', () =>
        HttpResponse.json({ success: false, message: 'A backup is running. Try again when it has finished.' }, { status: 409 }),
      ),
    );
    renderBackups();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A backup is running. Try again when it has finished.');
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('shows the server’s reason when Back up now fails, and the warning of a failed or missing backup', async () => {
    expectConsoleError(/API POST \/api\/staff\/backups failed/);
    server.use(
      http.get('*/api/staff/backups', () =>
        HttpResponse.json({
          success: true,
          data: { ...sampleBackupOverview, warning: 'The last backup failed: No space left on device.' },
        }),
      ),
      http.post('*/api/staff/backups', () =>
        HttpResponse.json({ success: false, message: 'The backup failed: No space left on device' }, { status: 500 }),
      ),
    );
    renderBackups();
    expect(await screen.findByText('The last backup failed: No space left on device.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('The backup failed: No space left on device')).toHaveAttribute('role', 'alert');
  });

  it('says when there are no backups yet, daily backups are off and no bucket is configured', async () => {
    server.use(
      http.get('*/api/staff/backups', () =>
        HttpResponse.json({ success: true, data: { ...sampleBackupOverview, backups: [], dailyHour: null, bucket: null } }),
      ),
    );
    renderBackups();
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeInTheDocument();
    expect(screen.getByText(/Daily backups are off/)).toHaveTextContent('No bucket is configured: backups are kept on this server only.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes sizes as people read them', () => {
    expect(formatSize(0)).toBe('1 KB');
    expect(formatSize(512 * 1024)).toBe('512 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
