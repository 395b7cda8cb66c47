// A staff page of one part of the staff area, drawn only for a role that includes it (docs/decisions/0018):
// another role reads a sentence saying so, with links to what it may use, and the page sends no request. While
// two-factor sign-in is asked of the account (STAFF_REQUIRE_2FA) and not on, only My account is drawn.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

import { roleMayUse, STAFF_AREAS, type StaffArea } from '@common/staff-roles';

import { ACCOUNT_SECTION, sectionsFor } from '@/lib/staff/staff-sections';
import { useStaffSession } from './staff-session';
import { StaffTitle } from './staff-title';

interface StaffAreaGateProps {
  area: StaffArea;
  /** The page's title, drawn here while the page itself is not (for pages whose heading comes with their data). */
  heading?: string;
  children: ReactNode;
}

export function StaffAreaGate({ area, heading, children }: StaffAreaGateProps) {
  const { session, failure } = useStaffSession();
  const setUpFirst = session?.twoFactorSetupRequired === true && area !== ACCOUNT_SECTION.area;
  if (session && roleMayUse(session.role, area) && !setUpFirst) return <>{children}</>;
  const sections = session ? sectionsFor(session.role) : [];
  return (
    <>
      {heading && (
        <>
          <StaffTitle title={heading} />
          <h1 className="h2 mb-4">{heading}</h1>
        </>
      )}
      {!session && !failure && <p role="status">Loading…</p>}
      {!session && failure && <Alert variant="danger">{failure}</Alert>}
      {session && setUpFirst && (
        <Alert variant="warning">
          <p className="mb-0">
            Your account must use two-factor sign-in: set it up on <Link to={ACCOUNT_SECTION.to}>{ACCOUNT_SECTION.label}</Link> first.
          </p>
        </Alert>
      )}
      {session && !setUpFirst && (
        <Alert variant="info">
          <p className="mb-0">
            Your role ({session.role}) does not include {STAFF_AREAS[area].name}.{sections.length > 0 && ' It includes: '}
            {sections.map((section, index) => (
              <span key={section.to}>
                {index > 0 && ', '}
                <Link to={section.to}>{section.label}</Link>
              </span>
            ))}
            {sections.length > 0 && '.'}
          </p>
        </Alert>
      )}
    </>
  );
}
