import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Session } from '@dasha/sdk';
import { blade, endSession } from '@/lib/blade';
import { website } from '@/lib/config';
import { setLanguage, type Language } from '@/i18n';
import { LoginForm } from './login-form';
import { takeEarly } from './first-requests';
import { lazyWithChakra } from '@/theme/lazy-chakra';
import './login.css';
import { afterSignIn, needsDeptRoleChoice } from './after-sign-in';

// The page is plain markup (login.css; no Chakra in the first chunk); its dialogs bring Chakra along.
const RegisterDialog = lazyWithChakra(() => import('./register-dialog').then((m) => m.RegisterDialog));
const DeptRoleDialog = lazyWithChakra(() => import('@/components/dept-role-dialog').then((m) => m.DeptRoleDialog));

/** Social sign-in answered with no valid user: ask for an account (spec §2 registration dialog). */
const needsRegistration = (s: Session) => {
  const id = Number(s.userInfo.user_id);
  return !s.userInfo.user_id || Number.isNaN(id) || id < 0;
};

/** `onUsable`: called once the form can be submitted (its captcha is in), for work that must not slow it. */
export function LoginPage({ onUsable }: { onUsable?: () => void } = {}) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const [params, setParams] = useSearchParams();
  // Tenant mode off (config.json): one tenant, the configured one, and no field for it.
  const [tenant, setTenant] = useState<{ id: string; hidden: boolean }>({ id: website.tenantId, hidden: !website.tenantMode });
  const [registerFor, setRegisterFor] = useState<{ tenantId: string; oauthId: string } | null>(null);
  const [choose, setChoose] = useState(false);

  useEffect(() => {
    document.title = `${t('login.title')} - ${t('common:title')}`;
  }, [t, i18n.language]);

  // Tenant by domain: when the domain belongs to a tenant, its field is hidden.
  useEffect(() => {
    if (!website.tenantMode) return;
    (takeEarly('tenant') ?? blade.auth.tenantInfo(location.hostname)).then(
      (info) => info?.tenantId && setTenant({ id: info.tenantId, hidden: true }),
      () => undefined,
    );
  }, []);

  // Coming back from a third-party authorisation: ?source=&code=&state=
  useEffect(() => {
    const source = params.get('source');
    const code = params.get('code');
    if (!source || !code) return;
    setParams({}, { replace: true });
    blade.auth.socialSignIn({ tenantId: tenant.id, source, code, state: params.get('state') ?? '' }).then(onSignedIn, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSignedIn(session: Session) {
    if (needsRegistration(session)) setRegisterFor({ tenantId: session.tenantId || tenant.id, oauthId: session.userInfo.oauth_id ?? '' });
    else if (needsDeptRoleChoice(session)) setChoose(true);
    else afterSignIn();
  }

  // The social grant stored a session for the unbound user (-1): closing the dialog, whether
  // registered or cancelled, ends it (here only, so the dialog does not end it a second time).
  function closeRegistration() {
    setRegisterFor(null);
    void endSession('registration');
  }

  const other: Language = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <main className="lg-page">
      <div className="lg-card">
        <div className="lg-brand">
          <h1 className="pl-h1">{t('common:title')}</h1>
          <p className="pl-text">{t('login.subtitle')}</p>
        </div>
        <div className="lg-body">
          <div className="lg-head">
            <h2 className="pl-h2">{t('login.title')}</h2>
            <button
              type="button"
              className="pl-btn pl-btn-xs pl-btn-ghost"
              onClick={() => setLanguage(other)}
              lang={other === 'zh' ? 'zh-CN' : 'en'}
            >
              {t(`common:languages.${other}`)}
            </button>
          </div>
          <LoginForm tenantHidden={tenant.hidden} tenantId={tenant.id} onSignedIn={onSignedIn} onUsable={onUsable} />
          <div className="lg-social">
            <p className="pl-text pl-small pl-muted">{t('login.social')}</p>
            <div className="pl-row lg-wrap">
              {website.socialSources.map((source) => (
                <button
                  key={source}
                  type="button"
                  className="pl-btn pl-btn-xs pl-btn-outline"
                  aria-label={t('login.socialWith', { name: t(`login.sources.${source}`) })}
                  // BladeX's oauth/render redirects to the provider (the sandbox's own provider consents
                  // at once); the provider comes back to /login?source=&code=&state=, handled above.
                  onClick={() => location.assign(`${website.apiBase}/blade-auth/oauth/render/${source}`)}
                >
                  {t(`login.sources.${source}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
      <Suspense>
        {registerFor && <RegisterDialog {...registerFor} onClose={closeRegistration} />}
        {choose && <DeptRoleDialog open onClose={() => setChoose(false)} onSwitched={afterSignIn} />}
      </Suspense>
    </main>
  );
}
