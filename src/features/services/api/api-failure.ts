import { ApiError } from '@/lib/api-client';
import { isRecord, toText } from '@/lib/validate';

/** The server's own message of a `success: false` answer, or '' when it gave none. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind !== 'unsuccessful' || !isRecord(error.body)) return '';
  return toText(error.body.message).trim();
}

/** True for a `success: false` answer (as opposed to a network, timeout, HTTP or malformed failure). */
export function isUnsuccessful(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unsuccessful';
}
