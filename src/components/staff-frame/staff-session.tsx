// The signed-in staff member and their role, shared by the staff layout and pages: read from the server
// at each navigation and every SESSION_READ_MS while the tab is in view (so the count of new enquiries —
// the header's, the tab title's, the inbox's list — and the role stay current without a reload), and a
// way back to the sign-in page when the session has ended.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@common/paths';

import { getSession, type StaffSession } from '@/lib/staff/session';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

interface StaffSessionState {
  session: StaffSession | undefined;
  /** Why the session could not be read (other than its end), while there is none. */
  failure: string | undefined;
  setSession: (session: StaffSession | undefined) => void;
  /** Reads the session again (after a change to the count of new enquiries). */
  refresh: () => void;
  /** Call with a failed request's error: a 401 leads to the sign-in page. */
  handleFailure: (error: unknown) => void;
}

/** The pages for people without a session (sign-in, an invitation's link, a forgotten password): no session is read there. */
const SESSIONLESS: readonly string[] = [paths.staffSignIn, paths.staffInvitation, paths.staffForgotPassword, paths.staffResetPassword];

const StaffSessionContext = createContext<StaffSessionState | undefined>(undefined);

/** How often an open staff page reads the session again (new enquiries), while the tab is in view. */
export const SESSION_READ_MS = 15_000;

/** The session, or undefined outside the staff area's provider (a page's title drawn alone in a test). */
export const useOptionalStaffSession = (): StaffSessionState | undefined => useContext(StaffSessionContext);

export function useStaffSession(): StaffSessionState {
  const state = useContext(StaffSessionContext);
  if (!state) throw new Error('useStaffSession is used outside StaffSessionProvider');
  return state;
}

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSession>();
  const [failure, setFailure] = useState<string>();
  const [reads, setReads] = useState(0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSignIn = SESSIONLESS.includes(pathname.replace(/\/+$/, ''));

  const handleFailure = useCallback(
    (error: unknown) => {
      if (failureStatus(error) !== 401) return;
      setSession(undefined);
      navigate(paths.staffSignIn, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (onSignIn) return undefined;
    let live = true;
    getSession().then(
      (read) => {
        if (!live) return;
        setSession(read);
        setFailure(undefined);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(failureMessage(error));
        handleFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [pathname, onSignIn, reads, handleFailure]);

  useEffect(() => {
    if (onSignIn) return undefined;
    const readAgain = () => {
      if (document.visibilityState === 'visible') setReads((n) => n + 1);
    };
    const timer = setInterval(readAgain, SESSION_READ_MS);
    document.addEventListener('visibilitychange', readAgain);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', readAgain);
    };
  }, [onSignIn]);

  const value = useMemo(
    () => ({ session, failure, setSession, refresh: () => setReads((n) => n + 1), handleFailure }),
    [session, failure, handleFailure],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
