import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showMessage } from '../../api/feedback.js';
import { SsoLoginButton } from '../sso/sso-login-button.js';
import { LoginForm } from './login-form.js';
import { postLoginTarget } from './post-login.js';

/** /login: the login form with links to registration and password recovery. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="login-page">
      <Card className="login-card">
        <h1 className="login-title">{t('login.title')}</h1>
        <LoginForm
          onSuccess={({ role }) => {
            showMessage('success', t('login.success'));
            void navigate(postLoginTarget(role, params.get('redirect')), { replace: true });
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
