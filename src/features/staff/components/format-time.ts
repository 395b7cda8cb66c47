import { formatIndiaTime } from '@/lib/india-time';

/** A stored UTC time in India time, as staff read it ('24 Nov 2026, 11:38 am'); the stored text when it cannot be read. */
export function formatTime(iso: string): string {
  return formatIndiaTime(iso);
}
