import { pageMeta } from '@common/routes';
import { ForgotPasswordForm } from '@/features/sign-in/components/forgot-password-form';
import { StaffTitle } from '@/components/staff-frame/staff-title';

/** "Forgot your password?": open without a session. */
export function Component() {
  const { title } = pageMeta['staff-forgot-password'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <ForgotPasswordForm />
    </>
  );
}
