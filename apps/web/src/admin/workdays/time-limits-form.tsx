import { TIME_LIMIT_KEYS, type TimeLimits, TimeLimitsSchema } from '@cityip/contracts';
import { Button, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { useSaveTimeLimits } from './workdays.api.js';

type LimitValues = Partial<Record<keyof TimeLimits, number | null>>;

/** The time limits in working days (reply to a consultation, answer to a bad review), saved together. */
export function TimeLimitsForm({ limits }: { limits: TimeLimits }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LimitValues>();
  const save = useSaveTimeLimits();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: TimeLimitsSchema,
    toInput: (values: LimitValues) => values,
    fields: TIME_LIMIT_KEYS,
  });
  return (
    <section aria-labelledby="time-limits-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="time-limits-title" style={{ fontSize: 16 }}>
        {t('workdays.limits.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('workdays.limits.intro')}</Typography.Paragraph>
      <Form<LimitValues>
        form={form}
        name="time-limits"
        layout="inline"
        initialValues={limits}
        onFinish={submitTo(save, { savedText: t('workdays.limits.saved'), onSaved: () => undefined })}
        disabled={save.isPending}
      >
        {TIME_LIMIT_KEYS.map((key) => (
          <Form.Item key={key} name={key} label={t(`workdays.limits.${key}`)} rules={rulesFor(key)} required>
            {/* No min/max: out of range is said by the schema's message, not silently clamped. */}
            <InputNumber precision={0} suffix={t('workdays.limits.unit')} style={{ width: 160 }} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('workdays.limits.save')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
