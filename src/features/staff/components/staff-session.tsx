// The signed-in staff member, shared by the staff layout and pages: read from the server at each
// navigation (so the count of new enquiries stays current), and a way back to the sign-in page
// when the session has ended.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

import { getSession, type StaffSession } from '../api/session';
import { failureStatus } from '../api/staff-request';

interface StaffSessionState {
  session: StaffSession | undefined;
  setSession: (session: StaffSession | undefined) => void;
  /** Reads the session again (after a change to the count of new enquiries). */
  refresh: () => void;
  /** Call with a failed request's error: a 401 leads to the sign-in page. */
  handleFailure: (error: unknown) => void;
}

const StaffSessionContext = createContext<StaffSessionState | undefined>(undefined);

export function useStaffSession(): StaffSessionState {
  const state = useContext(StaffSessionContext);
  if (!state) throw new Error('useStaffSession is used outside StaffSessionProvider');
  return state;
}

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSession>();
  const [reads, setReads] = useState(0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSignIn = pathname.replace(/\/+$/, '') === paths.staffSignIn;

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
      (read) => live && setSession(read),
      (error: unknown) => live && handleFailure(error),
    );
    return () => {
      live = false;
    };
  }, [pathname, onSignIn, reads, handleFailure]);

  const value = useMemo(() => ({ session, setSession, refresh: () => setReads((n) => n + 1), handleFailure }), [session, handleFailure]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
