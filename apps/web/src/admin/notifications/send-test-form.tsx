import { type NotificationKind, type SendTestResult, TestMailInputSchema, TestSmsInputSchema } from '@cityip/contracts';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveErrorHandler } from '../shared/contract-form.js';
import { zodErrorMap, zodFieldRules } from '../shared/form-errors.js';
import { useSendTest } from './notifications.api.js';

/** The one field of each channel's test form, its contract, and its texts. */
const TEST_FORMS: Record<
  NotificationKind,
  {
    field: 'to' | 'phone';
    schema: z.ZodType<{ to: string } | { phone: string }>;
    type: 'email' | 'tel';
    title: string;
    label: string;
    hint?: string;
  }
> = {
  mail: {
    field: 'to',
    schema: TestMailInputSchema,
    type: 'email',
    title: 'notifications.mail.test',
    label: 'notifications.mail.testTo',
  },
  sms: {
    field: 'phone',
    schema: TestSmsInputSchema,
    type: 'tel',
    title: 'notifications.sms.test',
    label: 'notifications.sms.testPhone',
    hint: 'notifications.sms.testHint',
  },
};

/**
 * "Send test mail / SMS": the message goes through the queue like any other and is attempted at
 * once; the outcome (sent, or queued with the reason) is announced below the form.
 */
export function SendTestForm({ kind, disabled = false }: { kind: NotificationKind; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const spec = TEST_FORMS[kind];
  const [form] = Form.useForm<Record<string, string>>();
  const send = useSendTest(kind);
  const [result, setResult] = useState<SendTestResult | null>(null);
  const onError = useSaveErrorHandler(form, [spec.field]);
  const parse = () => spec.schema.safeParse(form.getFieldsValue(true), { error: zodErrorMap(i18n.language) });
  const rules = zodFieldRules(() => parse().error?.issues ?? [], t)(spec.field);
  const titleId = `${kind}-test-title`;

  const submit = () => {
    const parsed = parse();
    if (!parsed.success) return;
    setResult(null);
    send.mutate(parsed.data, { onSuccess: setResult, onError });
  };

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 32 }}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16 }}>
        {t(spec.title)}
      </Typography.Title>
      {spec.hint && <Typography.Paragraph type="secondary">{t(spec.hint)}</Typography.Paragraph>}
      <Form form={form} name={`${kind}-test`} layout="inline" onFinish={submit} disabled={disabled}>
        <Form.Item name={spec.field} label={t(spec.label)} rules={rules} required>
          <Input type={spec.type} maxLength={254} autoComplete="off" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={send.isPending}>
            {t('notifications.test.send')}
          </Button>
        </Form.Item>
      </Form>
      <div role="status" style={{ marginTop: 12 }}>
        {result && (
          <Alert
            showIcon
            type={result.status === 'sent' ? 'success' : 'warning'}
            title={
              result.status === 'sent'
                ? t('notifications.test.sent')
                : t('notifications.test.queued', { error: result.error ?? '' })
            }
          />
        )}
      </div>
    </section>
  );
}
