import { useNavigate } from 'react-router-dom';

import { pageMeta } from '@common/routes';
import { SignInForm } from '@/features/sign-in/components/sign-in-form';
import { staffHome } from '@/lib/staff/staff-sections';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTitle } from '@/components/staff-frame/staff-title';

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
