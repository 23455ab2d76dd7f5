import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CodeFormValues {
  code: string;
}

/**
 * The one code input of the second step: an authenticator code (6 digits) or, when `allowRecovery`,
 * a recovery code too. `onSubmit` resolves with the text of a refusal, or null when done; the
 * refusal is announced in a live region.
 */
export function CodeForm({
  allowRecovery,
  submitLabel,
  onSubmit,
}: {
  allowRecovery: boolean;
  submitLabel: string;
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeFormValues>();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submit = async ({ code }: CodeFormValues) => {
    setSubmitting(true);
    setError('');
    try {
      const refusal = await onSubmit(code.trim());
      if (refusal !== null) {
        setError(refusal);
        form.setFieldValue('code', '');
      }
    } catch {
      setError(t('secondFactor.failed'));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form<CodeFormValues> form={form} name="second-factor" layout="vertical" onFinish={submit} requiredMark={false}>
      <div aria-live="assertive" className="login-error">
        {error && <Alert type="error" showIcon title={error} />}
      </div>
      <Form.Item
        label={t(allowRecovery ? 'secondFactor.codeOrRecovery' : 'secondFactor.code')}
        name="code"
        rules={[
          {
            required: true,
            whitespace: true,
            message: t(allowRecovery ? 'validation.secondFactorCode' : 'validation.totpCode'),
          },
          ...(allowRecovery ? [] : [{ pattern: /^\s*\d{6}\s*$/, message: t('validation.totpCode') }]),
        ]}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          maxLength={allowRecovery ? 32 : 6}
          autoFocus
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
