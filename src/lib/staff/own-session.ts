// A staff member's open session, as My account lists their own and People lists each account's.
import { isRecord, toText } from '@/lib/validate';

export interface OwnSession {
  /** The server's handle for it (not the session's id). */
  id: string;
  /** UTC ISO 8601. */
  created_at: string;
  last_seen_at: string;
  /** The session this browser uses. */
  current: boolean;
}

/** A session as My account and People read it. */
export function readSession(value: unknown): OwnSession | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  return { id: value.id, created_at: toText(value.created_at), last_seen_at: toText(value.last_seen_at), current: value.current === true };
}
