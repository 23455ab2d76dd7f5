import { Alert, Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.js';
import { loadRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config.js';

type SsoState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'redirect'; url: string };

/** What the SSO page does with the runtime config: redirect to a configured provider, else explain. */
export function ssoStateOf(config: RuntimeConfig): SsoState {
  const url = config.sso?.authorizeUrl;
  return url && /^https?:\/\//.test(url) ? { kind: 'redirect', url } : { kind: 'missing' };
}

/**
 * /sso/login, unified authentication (anonymous). Redirects to the provider /api/config names;
 * without one it says clearly that no SSO provider is configured and offers the password login.
 */
export function SsoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<SsoState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setState(ssoStateOf(config)),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (state.kind === 'redirect') window.location.assign(state.url);
  }, [state]);

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind === 'redirect') return <Alert type="info" title={t('sso.redirecting')} role="status" />;
  return (
    <Result
      status={state.kind === 'failed' ? 'warning' : 'error'}
      title={<h1 className="result-title">{t('route.sso')}</h1>}
      subTitle={
        <div role="alert">
          <p className="result-subtitle sso-error">
            {state.kind === 'failed' ? t('sso.configFailed') : t('sso.notConfigured')}
          </p>
          {state.kind === 'missing' && <p className="result-subtitle">{t('sso.notConfiguredHint')}</p>}
        </div>
      }
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('sso.toLogin')}
        </Button>
      }
    />
  );
}
