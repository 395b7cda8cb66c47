/** A stored UTC time as the staff member's local date and time; the stored text when it cannot be read. */
export function formatTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}
