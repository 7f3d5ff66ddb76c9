import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { website } from '@/lib/config';
import { LoginField } from './login-field';
import { takeEarly } from './first-requests';
import { loginFields, validateLogin, type LoginErrors, type LoginValues } from './login-schema';

type Captcha = { key: string; image: string };

/** The sign-in form: plain state and a required-fields check (no form library on the first page). */
export function LoginForm({
  tenantHidden,
  tenantId,
  onSignedIn,
  onUsable,
}: {
  tenantHidden: boolean;
  tenantId: string;
  onSignedIn: (s: Session) => void;
  onUsable?: () => void;
}) {
  const { t } = useTranslation('auth');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [serverError, setServerError] = useState('');
  const [values, setValues] = useState<LoginValues>({ tenantId, username: '', password: '', captchaCode: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = { captcha: website.captchaMode, tenant: !tenantHidden };

  // The first one was started by the route's loader (first-requests.ts); a click asks for a new one.
  const loadCaptcha = (first: boolean) => {
    if (!website.captchaMode) return;
    ((first && takeEarly('captcha')) || blade.auth.captcha()).then(
      (c) => setCaptcha({ key: c.key ?? '', image: c.image ?? '' }),
      () => setCaptcha(null),
    );
  };
  const refreshCaptcha = () => loadCaptcha(false);
  useEffect(() => loadCaptcha(true), []);
  // Usable: nothing more to wait for before a submit can succeed.
  const usable = !website.captchaMode || captcha !== null;
  useEffect(() => {
    if (usable) onUsable?.();
  }, [usable, onUsable]);
  useEffect(() => setValues((v) => ({ ...v, tenantId })), [tenantId]);

  // After a first submit, messages follow the typing (as react-hook-form's reValidateMode did).
  const bind = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted) setErrors(validateLogin(next, t, rules));
    },
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validateLogin(values, t, rules);
    setErrors(found);
    const first = loginFields.find((f) => found[f]);
    if (first) return formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    setServerError('');
    setSubmitting(true);
    try {
      const session = await blade.auth.signIn({
        tenantId: values.tenantId.trim(),
        username: values.username.trim(),
        password: values.password,
        ...(captcha ? { captchaKey: captcha.key, captchaCode: values.captchaCode.trim() } : {}),
      });
      onSignedIn(session);
    } catch (err) {
      setServerError(err instanceof Error ? err.message : String(err));
      setValues((v) => ({ ...v, captchaCode: '' }));
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('login.title')} className="pl-stack">
      {!tenantHidden && <LoginField label={t('login.tenant')} error={errors.tenantId} autoComplete="organization" {...bind('tenantId')} />}
      <LoginField label={t('login.username')} error={errors.username} autoComplete="username" autoFocus {...bind('username')} />
      <LoginField
        label={t('login.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      {website.captchaMode && (
        <LoginField
          label={t('login.captcha')}
          error={errors.captchaCode}
          autoComplete="off"
          {...bind('captchaCode')}
          addon={
            <button
              type="button"
              className="lg-captcha"
              onClick={refreshCaptcha}
              aria-label={t('login.captchaImage')}
              title={t('login.captchaImage')}
            >
              {captcha?.image && <img src={captcha.image} alt="" />}
            </button>
          }
        />
      )}
      {serverError && (
        <div role="alert" className="pl-error pl-small" data-testid="login-error">
          {serverError}
        </div>
      )}
      <button type="submit" className="pl-btn pl-btn-solid pl-btn-block" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? (
          <>
            <span className="pl-spinner" aria-hidden="true" />
            {t('login.signingIn')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}
