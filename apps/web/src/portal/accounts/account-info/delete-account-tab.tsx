import { AccountDeleteInputSchema, DEFAULT_HOME_ROUTE, isStaffRole } from '@cityip/contracts';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startVisitorSession } from '../../../api/visitor-login.js';
import { endUserSession } from '../../../auth/session-actions.js';
import { useSession } from '../../../auth/session-store.js';
import { deleteAccount } from '../common/accounts.api.js';
import { passwordCipher } from '../common/password-cipher.js';
import { useAccountForm } from '../common/use-account-form.js';

const FIELDS = ['password'] as const;

/**
 * The danger zone: what closing the account deletes and what the law makes us keep, then the
 * password and a last confirmation. Afterwards the browser is a visitor again.
 */
export function DeleteAccountTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { role } = useSession();
  const [form] = Form.useForm<{ password?: string }>();
  const [confirming, setConfirming] = useState(false);
  const {
    rulesFor,
    busy: deleting,
    submitWith,
  } = useAccountForm({
    form,
    schema: AccountDeleteInputSchema,
    fields: FIELDS,
    toInput: (values: { password?: string }) => values,
  });

  const close = submitWith(async (input) => {
    // Whatever the answer, the confirmation has been answered: close it before saying so.
    const explanation = await passwordCipher(input.password)
      .then((password) => deleteAccount({ password }))
      .finally(() => setConfirming(false));
    message.success(explanation || t('selfService.delete.done'), 8);
    // The server has ended every session; the browser forgets it and carries on as a visitor.
    // Leave first, so this page does not send the signed-out user to the login instead.
    await navigate(DEFAULT_HOME_ROUTE, { replace: true });
    endUserSession();
    await startVisitorSession();
  });

  const staff = isStaffRole(role);
  return (
    <section className="danger-zone account-tab" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('selfService.delete.title')}</h2>
      <p>{t('selfService.delete.removed')}</p>
      <p>{t('selfService.delete.kept')}</p>
      <p>{t('selfService.delete.final')}</p>
      {staff ? (
        <Alert type="info" showIcon title={t('error.staffCannotDelete')} />
      ) : (
        <Form
          form={form}
          name="account-delete"
          layout="vertical"
          className="account-form"
          onFinish={() => setConfirming(true)}
          disabled={deleting}
        >
          <Form.Item name="password" label={t('selfService.delete.password')} rules={rulesFor('password')} required>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <Button danger type="primary" htmlType="submit">
            {t('selfService.delete.submit')}
          </Button>
        </Form>
      )}
      <Modal
        open={confirming}
        title={t('selfService.delete.confirmTitle')}
        okText={t('selfService.delete.confirmOk')}
        cancelText={t('selfService.delete.confirmCancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={deleting}
        onOk={() => void close()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('selfService.delete.confirmText')}</p>
      </Modal>
    </section>
  );
}
