import { Code, ForgetPasswordInputSchema, PortalPasswordSchema } from '@cityip/contracts';
import { Button, Card, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.js';
import { resetPassword, sendResetCode } from '../common/accounts.api.js';
import { MailedCodeItems } from '../common/mailed-code-items.js';
import { NewPasswordItems } from '../common/new-password-items.js';
import { passwordCipher } from '../common/password-cipher.js';
import { SubmitItem } from '../common/submit-item.js';
import { useAccountForm } from '../common/use-account-form.js';
import { useEmailCodeSender } from '../common/use-email-code-sender.js';

interface ForgotValues {
  email?: string;
  captchaCode?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

const FIELDS = ['email', 'captchaCode', 'code', 'password'] as const;

/** The form checks the plain password against the policy; it travels encrypted. */
const ForgotFormSchema = ForgetPasswordInputSchema.extend({ password: PortalPasswordSchema });

/**
 * Forgotten password (`/personAuth?mode=forgot`, linked from the login page): the email and the
 * captcha get a code by mail; with it a new password is set, which ends every session of the
 * account; then back to the login.
 */
export function ForgotPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotValues>();
  const [done, setDone] = useState(false);
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: ForgotFormSchema,
    fields: FIELDS,
    toInput: (values: ForgotValues) => values,
    fieldOfCode: { [Code.BAD_REQUEST]: 'code' },
  });
  const code = useEmailCodeSender(form, sendResetCode, onFailure);

  const submit = submitWith(async (input) => {
    await resetPassword({ ...input, password: await passwordCipher(input.password) });
    setDone(true);
  });

  return (
    <PageFrame titleKeys={['selfService.forgot.title']}>
      <Card className="account-card">
        {done ? (
          <Result
            status="success"
            title={<h2 className="result-title">{t('selfService.forgot.doneTitle')}</h2>}
            subTitle={
              <p className="result-subtitle" role="status">
                {t('selfService.forgot.doneText')}
              </p>
            }
            extra={
              <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
                {t('selfService.forgot.toLogin')}
              </Button>
            }
          />
        ) : (
          <>
            <p className="auth-intro">{t('selfService.forgot.intro')}</p>
            <Form<ForgotValues> form={form} name="forgot-password" layout="vertical" onFinish={submit}>
              <Form.Item name="email" label={t('selfService.register.email')} required rules={rulesFor('email')}>
                <Input autoComplete="email" inputMode="email" maxLength={254} />
              </Form.Item>
              <MailedCodeItems sender={code} label={t('selfService.forgot.code')} rules={rulesFor('code')} />
              <NewPasswordItems
                label={t('selfService.forgot.password')}
                confirmLabel={t('selfService.forgot.confirm')}
              />
              <SubmitItem busy={busy}>{t('selfService.forgot.submit')}</SubmitItem>
            </Form>
            <p className="account-switch">
              <Link to="/login">{t('selfService.forgot.back')}</Link>
            </p>
          </>
        )}
      </Card>
    </PageFrame>
  );
}
