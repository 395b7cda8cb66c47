import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { SignInForm } from '@/features/staff/components/sign-in-form';
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
          navigate(paths.staff, { replace: true });
        }}
      />
    </>
  );
}
