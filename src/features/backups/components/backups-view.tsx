// The Backups page (owners): what is backed up when and kept how long, the warning of a failed or missing
// backup, Back up now, and every backup on the server — when, why, size, what it holds, where it is kept
// (and whether its copy to the bucket succeeded) — with a download of each as one .tar archive.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { failureMessage } from '@/lib/staff/staff-request';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { formatTime } from '@/lib/staff/format-time';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import { backupDownloadPath, backUpNow, getBackups, type Backup, type BackupOverview } from '../api/backups';

const REASONS: Readonly<Record<string, string>> = {
  daily: 'Daily',
  manual: 'Back up now',
  'before-import': 'Before a content import',
};

/** A size as people read it: '812 KB', '3.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** An India hour as a clock reads it: 3 → '3 am', 15 → '3 pm', 0 → '12 am'. */
const hourOfDay = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;

function Settings({ overview }: { overview: BackupOverview }) {
  const { dailyHour, keepDaily, keepWeekly, bucket } = overview;
  return (
    <p>
      {dailyHour === null
        ? 'Daily backups are off (BACKUP_HOUR=off); backups are made on demand and before each content import.'
        : `Backed up daily at ${hourOfDay(dailyHour)} India time, on demand and before each content import.`}{' '}
      The newest backup of each of the last {plural(keepDaily, 'day', 'days')} and {plural(keepWeekly, 'week', 'weeks')} is kept.{' '}
      {bucket
        ? `Each backup is also copied, encrypted, to the bucket “${bucket}”.`
        : 'No bucket is configured: backups are kept on this server only.'}
    </p>
  );
}

function WhereKept({ backup, bucket }: { backup: Backup; bucket: string | null }) {
  const { offsite } = backup;
  if (offsite?.status === 'ok') return <>This server and the bucket “{offsite.bucket}”</>;
  if (offsite?.status === 'failed') {
    return (
      <>
        This server only. <strong className="text-danger">Copy to the bucket failed</strong> after{' '}
        {plural(offsite.attempts, 'attempt', 'attempts')}: {offsite.error}
      </>
    );
  }
  return <>{bucket ? 'This server only (not copied to the bucket)' : 'This server only'}</>;
}

export function BackupsView() {
  const { handleFailure } = useStaffSession();
  const [round, setRound] = useState(0);
  const [overview] = useStaffLoad(getBackups, [round]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  const backUp = async () => {
    setBusy(true);
    setDone('');
    setFailure('');
    try {
      const made = await backUpNow();
      setDone(
        made
          ? `Backed up: ${plural(made.enquiries, 'enquiry', 'enquiries')}, ${plural(made.contentItems, 'content item', 'content items')}, ${plural(made.mediaFiles, 'media file', 'media files')}.`
          : 'Backed up.',
      );
      setRound((value) => value + 1);
    } catch (error) {
      setFailure(failureMessage(error));
      handleFailure(error);
      setRound((value) => value + 1);
    } finally {
      setBusy(false);
    }
  };

  if (overview.state === 'loading') return <p role="status">Loading the backups…</p>;
  if (overview.state === 'failed') return <Alert variant="danger">{overview.message}</Alert>;
  const { backups, bucket, warning } = overview.data;
  return (
    <>
      <Settings overview={overview.data} />
      {warning && <Alert variant="warning">{warning}</Alert>}
      <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
        <Button variant="primary" onClick={() => void backUp()} disabled={busy}>
          {busy ? 'Backing up…' : 'Back up now'}
        </Button>
      </div>
      <FormOutcome done={done} failure={failure} />
      <StaffSection
        titleId="backups-list"
        title={backups.length === 0 ? 'No backups yet' : `${plural(backups.length, 'backup', 'backups')}, newest first`}
      >
        {backups.length > 0 && (
          <StaffTable
            caption="Backups, newest first; times in India time"
            columns={['When', 'Why', 'Size', 'Holds', 'Kept on', 'Download']}
            actions={false}
            className="staff-table staff-cards"
            rows={backups}
            rowKey={(backup) => backup.name}
          >
            {(backup) => (
              <>
                <td data-label="When">
                  <time dateTime={backup.createdAt}>{formatTime(backup.createdAt)}</time>
                </td>
                <td data-label="Why">{REASONS[backup.reason] ?? backup.reason}</td>
                <td data-label="Size">{formatSize(backup.bytes)}</td>
                <td data-label="Holds">
                  {plural(backup.enquiries, 'enquiry', 'enquiries')}, {plural(backup.contentItems, 'content item', 'content items')},{' '}
                  {plural(backup.mediaFiles, 'media file', 'media files')}
                </td>
                <td data-label="Kept on">
                  <WhereKept backup={backup} bucket={bucket} />
                </td>
                <td data-label="Download">
                  <a
                    href={backupDownloadPath(backup.name)}
                    download={`${backup.name}.tar`}
                    aria-label={`Download the backup of ${formatTime(backup.createdAt)}`}
                  >
                    Download
                  </a>
                </td>
              </>
            )}
          </StaffTable>
        )}
      </StaffSection>
    </>
  );
}
