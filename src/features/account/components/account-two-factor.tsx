// My account: two-factor sign-in. Set up: the server makes a key and draws its QR code (an image; the key is
// shown as text too, to type by hand), and turns it on only once the app's first code is right; the ten
// recovery codes are then shown once. New recovery codes (in place of the old ones) and turning it off both
// need the password and a code; turning off is not offered while STAFF_REQUIRE_2FA asks it of the role.
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { OwnTwoFactor } from '../api/account';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactor, type TwoFactorSetup } from '../api/two-factor';

import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { CurrentPasswordField, StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;
type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[]; message: string };

/** The key in groups of four, as apps ask it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function AccountTwoFactor({ state, email, onChanged }: { state: OwnTwoFactor; email: string; onChanged: () => void }) {
  const { handleFailure, refresh } = useStaffSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<FieldRef>(null);
  const passwordRef = useRef<FieldRef>(null);

  const run = async (work: () => Promise<void>) => {
    setFailure('');
    setDone('');
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const message = failureMessage(error);
      if (failureStatus(error) === 400 && /password/.test(message)) {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else if (failureStatus(error) === 400) {
        setErrors({ code: message });
        codeRef.current?.focus();
      } else setFailure(message);
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const begin = () =>
    void run(async () => {
      setStep({ kind: 'setup', setup: await startTwoFactor() });
      setCode('');
      setErrors({});
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setErrors({ code: 'Enter the 6-digit code your app shows.' });
      return codeRef.current?.focus();
    }
    return void run(async () => {
      const { recoveryCodes, message } = await enableTwoFactor(code.trim());
      setStep({ kind: 'codes', codes: recoveryCodes, message });
      setCode('');
      setErrors({});
      onChanged();
      // The session's answer no longer asks for the set-up: the rest of the staff area opens.
      refresh();
    });
  };

  /** Turning it off and new recovery codes both ask for the password and a code: the button pressed says which. */
  const actionRef = useRef<'off' | 'codes'>('off');
  const confirmed = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? undefined : 'Enter your password.',
      code: code.trim() ? undefined : 'Enter a code from your app, or a recovery code.',
    };
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    const action = actionRef.current;
    return void run(async () => {
      if (action === 'codes') {
        const { recoveryCodes, message } = await renewRecoveryCodes(password, code.trim());
        setStep({ kind: 'codes', codes: recoveryCodes, message });
      } else setDone(await disableTwoFactor(password, code.trim()));
      setPassword('');
      setCode('');
      setErrors({});
      onChanged();
    });
  };

  return (
    <StaffSection titleId="two-factor-title" title="Two-factor sign-in" className="staff-account__section">
      <FormOutcome done={done} failure={failure} />
      {step.kind === 'codes' && (
        <Alert variant="success" role="status">
          <p>{step.message}</p>
          <p>Each recovery code signs you in once, when your phone is not at hand:</p>
          <ul className="staff-account__codes" aria-label="Your recovery codes">
            {step.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button variant="outline-success" size="sm" onClick={() => setStep({ kind: 'idle' })}>
            I have kept them
          </Button>
        </Alert>
      )}
      {state.enabled && step.kind !== 'codes' && (
        <>
          <p>
            It is on: after your password, sign-in asks for the code your authenticator app shows. Recovery codes left:{' '}
            {state.recovery_codes_left}.
          </p>
          <Form noValidate onSubmit={confirmed} className="staff-account__form">
            <p className="staff-account__note">
              {state.required
                ? 'Accounts of your role must use it, so it cannot be turned off. To replace your recovery codes (lost, or nearly used up), confirm with your password and a code.'
                : 'To replace your recovery codes (lost, or nearly used up) or to turn it off, confirm with your password and a code.'}
            </p>
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <CurrentPasswordField
              id="two-factor-password"
              label="Your password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              inputRef={passwordRef}
            />
            <StaffField
              id="two-factor-off-code"
              label="Code"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              error={errors.code}
              inputRef={codeRef}
              required
            />
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="outline-primary" disabled={busy} onClick={() => (actionRef.current = 'codes')}>
                Make new recovery codes
              </Button>
              {!state.required && (
                <Button type="submit" variant="outline-danger" disabled={busy} onClick={() => (actionRef.current = 'off')}>
                  Turn off two-factor sign-in
                </Button>
              )}
            </div>
          </Form>
        </>
      )}
      {!state.enabled && step.kind === 'idle' && (
        <>
          <p>
            With it on, sign-in asks after your password for a code from an authenticator app on your phone (Google Authenticator, Microsoft
            Authenticator, 1Password and the like).
          </p>
          <Button variant="primary" onClick={begin} disabled={busy}>
            Set up two-factor sign-in
          </Button>
        </>
      )}
      {!state.enabled && step.kind === 'setup' && (
        <Form noValidate onSubmit={confirm} className="staff-account__form">
          <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
          <img src={step.setup.qr} alt={`QR code of the key for ${email}`} width={192} height={192} className="staff-account__qr" />
          <p>
            Cannot scan it? Type this key in the app: <code data-testid="two-factor-key">{grouped(step.setup.secret)}</code>
          </p>
          <StaffField
            id="two-factor-code"
            label="Code from the app"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            error={errors.code}
            inputRef={codeRef}
            required
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Checking…' : 'Turn on'}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </StaffSection>
  );
}
