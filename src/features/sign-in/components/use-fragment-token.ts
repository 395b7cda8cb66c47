// The token a link carries in its address's fragment (/staff/invitation#<token>, /staff/reset-password#<token>):
// the fragment is never sent to the server with the address.
import { useLocation } from 'react-router-dom';

/** The current address's fragment without its '#' ('' when there is none). */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  return decodeURIComponent(hash.replace(/^#/, ''));
}
