import { Code, type SsoCallbackQuery, type SsoLinkRequired } from '@cityip/contracts';
import { Alert, Button, Card, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { showMessage } from '../../api/feedback.js';
import { loadRuntimeConfig } from '../../config/runtime-config.js';
import { postLoginTarget } from '../login/post-login.js';
import { type LoginSuccess, loginSuccessOf, type PendingLogin } from '../second-factor/second-factor-api.js';
import { SecondFactorStep } from '../second-factor/second-factor-step.js';
import { checkSsoUser, providerPage, startSso, takeSsoState } from './sso-api.js';
import { SsoLinkForm } from './sso-link-form.js';

/** What the page shows: progress, the link form, or why unified login cannot go on. */
type SsoView =
  | { kind: 'working'; text: 'sso.signingIn' | 'sso.redirecting' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'link'; link: SsoLinkRequired }
  | { kind: 'secondFactor'; pending: PendingLogin };

/** What the address asks for: finish the provider's answer, report its refusal, or start a login. */
export function ssoStepOf(
  params: URLSearchParams,
): { kind: 'finish'; query: SsoCallbackQuery } | { kind: 'refused' } | { kind: 'start' } {
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) return { kind: 'finish', query: { code, state, iss: params.get('iss') ?? undefined } };
  if (params.has('error')) return { kind: 'refused' };
  return { kind: 'start' };
}

/**
 * /sso/login, unified authentication (anonymous). Without an answer it starts the login at the
 * OpenID provider; with the provider's answer it finishes it (check_user), stores the session
 * like the password login and goes on as that login does (a staff role that needs it enters its
 * second factor first); an existing account with the same email is confirmed with its password first. Every failure is explained, with the way back to
 * the password login.
 */
export function SsoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<SsoView>({ kind: 'working', text: 'sso.signingIn' });
  // The provider's answer is single use: React's strict mode runs effects twice, the call only once.
  const started = useRef(false);

  const loggedIn = (role: string, text: string) => {
    showMessage('success', text);
    void navigate(postLoginTarget(role), { replace: true });
  };
  // Staff whose role needs it enter their second factor here, as after the password login.
  const signedIn = (result: LoginSuccess, text: string) => {
    if (result.secondFactor) setView({ kind: 'secondFactor', pending: result.secondFactor });
    else loggedIn(result.role, text);
  };
  const fail = (reason: unknown) => setView({ kind: 'failed', message: requestErrorText(reason, t) ?? '' });

  const start = async () => {
    const config = await loadRuntimeConfig().catch(() => null);
    if (!config) return setView({ kind: 'failed', message: t('sso.configFailed') });
    if (!config.sso) return setView({ kind: 'missing' });
    setView({ kind: 'working', text: 'sso.redirecting' });
    await startSso().then((url) => providerPage.open(url), fail);
  };

  const finish = (query: SsoCallbackQuery) => {
    if (!takeSsoState(query.state)) return setView({ kind: 'failed', message: t('sso.stateMismatch') });
    checkSsoUser(query).then((answer) => {
      if (answer.code === Code.OK && 'role' in answer) signedIn(loginSuccessOf(answer), t('login.success'));
      else if (answer.code === Code.SSO_LINK_REQUIRED) setView({ kind: 'link', link: answer.data as SsoLinkRequired });
      else setView({ kind: 'failed', message: answer.msg });
    }, fail);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit (the ref guards strict mode's second run).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const step = ssoStepOf(params);
    if (step.kind === 'finish') finish(step.query);
    else if (step.kind === 'refused') setView({ kind: 'failed', message: t('sso.providerRefused') });
    else void start();
  }, []);

  const toLogin = (
    <Button key="login" type="primary" onClick={() => void navigate('/login')}>
      {t('sso.toLogin')}
    </Button>
  );

  if (view.kind === 'working') return <Alert type="info" showIcon title={t(view.text)} role="status" />;
  if (view.kind === 'link') {
    return (
      <div className="login-page">
        <Card className="login-card">
          <h1 className="login-title">{t('route.sso')}</h1>
          <SsoLinkForm link={view.link} onLinked={(result) => signedIn(result, t('sso.linked'))} />
          <div className="login-links">{toLogin}</div>
        </Card>
      </div>
    );
  }
  if (view.kind === 'secondFactor') {
    return (
      <div className="login-page">
        <Card className="login-card">
          <h1 className="login-title">{t('secondFactor.title')}</h1>
          <SecondFactorStep
            pending={view.pending}
            onDone={(role) => loggedIn(role, t('login.success'))}
            onRestart={() => void navigate('/login')}
          />
        </Card>
      </div>
    );
  }
  const missing = view.kind === 'missing';
  return (
    <Result
      status={missing ? 'error' : 'warning'}
      title={<h1 className="result-title">{missing ? t('route.sso') : t('sso.failedTitle')}</h1>}
      subTitle={
        <div role="alert">
          <p className="result-subtitle sso-error">{missing ? t('sso.notConfigured') : view.message}</p>
          {missing && <p className="result-subtitle">{t('sso.notConfiguredHint')}</p>}
        </div>
      }
      extra={[
        toLogin,
        !missing && (
          <Button key="retry" onClick={() => void start()}>
            {t('sso.retry')}
          </Button>
        ),
      ]}
    />
  );
}
