import { useNavigate } from 'react-router-dom';

import { pageMeta } from '@/config/routes';
import { SignInForm } from '@/features/staff/components/sign-in-form';
import { staffHome } from '@/features/staff/components/staff-sections';
import { useStaffSession } from '@/features/staff/components/staff-session';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const navigate = useNavigate();
  const { setSession } = useStaffSession();
  return (
    <>
      <StaffTitle title={pageMeta['staff-sign-in'].title} />
      <SignInForm
        onSignedIn={(session) => {
          setSession(session);
          // The first page the member's role includes: the enquiries, or the content for an editor (My account
          // while two-factor sign-in must be set up).
          navigate(staffHome(session.role, session.twoFactorSetupRequired), { replace: true });
        }}
      />
    </>
  );
}
