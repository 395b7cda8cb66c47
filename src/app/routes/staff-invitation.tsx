import { useNavigate } from 'react-router-dom';

import { pageMeta } from '@common/routes';
import { InvitationForm } from '@/features/sign-in/components/invitation-form';
import { staffHome } from '@/lib/staff/staff-sections';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTitle } from '@/components/staff-frame/staff-title';
import { useFragmentToken } from '@/features/sign-in/components/use-fragment-token';

/** An invitation's link: /staff/invitation#<token>. Open without a session; the token never leaves the browser but to be checked. */
export function Component() {
  const { title } = pageMeta['staff-invitation'];
  const token = useFragmentToken();
  const navigate = useNavigate();
  const { setSession } = useStaffSession();
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <InvitationForm
        token={token}
        onSignedIn={(session) => {
          setSession(session);
          // The link is used up: the address loses it, and the member starts where their role does.
          navigate(staffHome(session.role, session.twoFactorSetupRequired), { replace: true });
        }}
      />
    </>
  );
}
