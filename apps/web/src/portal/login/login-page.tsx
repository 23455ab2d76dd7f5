import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showMessage } from '../../api/feedback.js';
import type { PendingLogin } from '../second-factor/second-factor-api.js';
import { SecondFactorStep } from '../second-factor/second-factor-step.js';
import { SsoLoginButton } from '../sso/sso-login-button.js';
import { LoginForm } from './login-form.js';
import { postLoginTarget } from './post-login.js';

/**
 * /login: the login form with links to registration and password recovery; for staff whose role
 * needs it, the second step (authenticator enrolment or code) before the session starts.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const finish = (role: string) => {
    showMessage('success', t('login.success'));
    void navigate(postLoginTarget(role, params.get('redirect')), { replace: true });
  };
  if (pending) {
    return (
      <div className="login-page">
        <Card className="login-card">
          <h1 className="login-title">{t('secondFactor.title')}</h1>
          <SecondFactorStep pending={pending} onDone={finish} onRestart={() => setPending(null)} />
        </Card>
      </div>
    );
  }
  return (
    <div className="login-page">
      <Card className="login-card">
        <h1 className="login-title">{t('login.title')}</h1>
        <LoginForm
          onSuccess={({ role, secondFactor }) => {
            if (secondFactor) setPending(secondFactor);
            else finish(role);
          }}
        />
        <SsoLoginButton />
        <div className="login-links">
          <span>
            {t('login.noAccount')} <Link to="/personAuth">{t('login.register')}</Link>
          </span>
          <Link to="/companyAuth">{t('selfService.register.switchTo.company')}</Link>
          <Link to="/personAuth?mode=forgot">{t('login.forgot')}</Link>
        </div>
      </Card>
    </div>
  );
}
