import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  PATENT_DATA_LIMITS,
  type PatentErrorReportInput,
  PatentErrorReportInputSchema,
} from '@cityip/contracts';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountForm } from '../../accounts/common/use-account-form.js';
import { sendPatentErrorReport } from './data-error.api.js';

interface ReportValues {
  field?: CorrectableField;
  description?: string;
  source?: string;
}

const FIELDS = ['field', 'description', 'source'] as const;

/**
 * The report form: which field is wrong, what is wrong (and what is right), and where to check it,
 * checked against the server's contract. Sent as the signed-in account; the outcome comes by mail.
 */
export function ReportErrorForm({
  patentId,
  onSent,
  onCancel,
}: {
  patentId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: PatentErrorReportInputSchema,
    fields: FIELDS,
    toInput: (values: ReportValues): Partial<PatentErrorReportInput> => ({
      patentId,
      field: values.field,
      description: values.description ?? '',
      source: values.source ?? '',
    }),
  });
  const submit = submitWith(async (input) => {
    await sendPatentErrorReport(input);
    message.success(t('success.patentReportSent'));
    onSent();
  });
  return (
    <Form<ReportValues> form={form} name="patent-error-report" layout="vertical" onFinish={submit} disabled={busy}>
      <Form.Item name="field" label={t('portal.patentReport.field')} required rules={rulesFor('field')}>
        <Select
          placeholder={t('portal.patentReport.fieldPlaceholder')}
          options={CORRECTABLE_FIELDS.map((value) => ({ value, label: t(`patentData.field.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('portal.patentReport.description')}
        extra={t('portal.patentReport.descriptionHint')}
        required
        rules={rulesFor('description')}
      >
        <Input.TextArea rows={4} maxLength={PATENT_DATA_LIMITS.description} showCount />
      </Form.Item>
      <Form.Item
        name="source"
        label={t('portal.patentReport.source')}
        extra={t('portal.patentReport.sourceHint')}
        rules={rulesFor('source')}
      >
        <Input maxLength={PATENT_DATA_LIMITS.source} />
      </Form.Item>
      <div className="patent-report-form-actions">
        <Button onClick={onCancel}>{t('portal.patentReport.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('portal.patentReport.submit')}
        </Button>
      </div>
    </Form>
  );
}
