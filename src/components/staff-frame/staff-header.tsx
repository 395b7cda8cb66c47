// The staff area's header on every staff page: where to go — only the sections the member's role includes
// (enquiries with the count of new ones, reports, content, people, activity) —, who is signed in and as
// what, My account, sign-out; for owners, a warning while the daily backup failed or is missing.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { NavLink, useNavigate } from 'react-router-dom';

import { roleMayUse } from '@common/staff-roles';

import { paths } from '@common/paths';

import { signOut } from '@/lib/staff/session';
import { failureMessage } from '@/lib/staff/staff-request';

import { ACCOUNT_SECTION, sectionsFor } from '@/lib/staff/staff-sections';
import { useStaffSession } from './staff-session';

export function StaffHeader() {
  const { session, setSession, handleFailure } = useStaffSession();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  const leave = async () => {
    try {
      await signOut();
      setSession(undefined);
      navigate(paths.staffSignIn, { replace: true });
    } catch (failure) {
      setError(failureMessage(failure));
      handleFailure(failure);
    }
  };

  return (
    <header className="staff-header">
      <div className="container staff-header__bar">
        <p className="staff-header__brand">Dexterity staff</p>
        {session && (
          <>
            <nav aria-label="Staff">
              <ul className="staff-header__nav">
                {sectionsFor(session.role).map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to} end={section.to === paths.staff}>
                      {section.label}
                      {section.area === 'enquiries' && (
                        <>
                          {' '}
                          <span className={session.newEnquiries > 0 ? 'staff-count' : 'staff-count staff-count--none'}>
                            {session.newEnquiries} new
                          </span>
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="staff-header__account">
              <span>
                Signed in as {session.email} ({session.role})
              </span>
              {roleMayUse(session.role, ACCOUNT_SECTION.area) && <NavLink to={ACCOUNT_SECTION.to}>{ACCOUNT_SECTION.label}</NavLink>}
              <Button variant="outline-secondary" size="sm" onClick={() => void leave()}>
                Sign out
              </Button>
              {error && (
                <span role="alert" className="text-danger">
                  {error}
                </span>
              )}
            </div>
          </>
        )}
      </div>
      {session?.backupWarning && (
        <div className="container">
          <Alert variant="warning" className="mb-0 mt-2">
            {session.backupWarning} <NavLink to={paths.staffBackups}>Open Backups</NavLink>
          </Alert>
        </div>
      )}
    </header>
  );
}
