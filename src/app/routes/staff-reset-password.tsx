import { pageMeta } from '@common/routes';
import { ResetPasswordForm } from '@/features/sign-in/components/reset-password-form';
import { StaffTitle } from '@/components/staff-frame/staff-title';
import { useFragmentToken } from '@/features/sign-in/components/use-fragment-token';

/** A password reset link: /staff/reset-password#<token>. Open without a session; the token never leaves the browser but in request bodies. */
export function Component() {
  const { title } = pageMeta['staff-reset-password'];
  const token = useFragmentToken();
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <ResetPasswordForm token={token} />
    </>
  );
}
