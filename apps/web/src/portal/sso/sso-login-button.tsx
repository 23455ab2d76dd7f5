import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../config/runtime-config.js';

const SSO_PATH = '/sso/login';

/** The login page's way into unified authentication, shown only when a provider is configured. */
export function SsoLoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sso = useRuntimeConfig()?.sso;
  if (!sso) return null;
  return (
    <div className="sso-login">
      <Button
        block
        href={SSO_PATH}
        onClick={(event) => {
          event.preventDefault();
          void navigate(SSO_PATH);
        }}
      >
        {t('sso.loginButton')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4 }}>
        {t('sso.loginHint', { name: sso.name })}
      </Typography.Paragraph>
    </div>
  );
}
