import {
  type AdminPatentReportDetail,
  PATENT_DATA_LIMITS,
  type PatentReportRejectInput,
  PatentReportRejectInputSchema,
} from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useAcceptReport, useRejectReport } from './patent-data.api.js';
import {
  type CorrectionValues,
  correctionInput,
  correctionSchema,
  firstPathPart,
  NoteItem,
  ValueItem,
  valueToText,
} from './value-editor.js';

/**
 * Accepting a report: the corrected value of the reported field (starting from the record's
 * current one), checked as the server checks it; saving corrects the record and mails the reporter.
 */
export function AcceptModal({ report, onClose }: { report: AdminPatentReportDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CorrectionValues>();
  const save = useAcceptReport();
  const fieldName = t(`patentData.field.${report.field}`);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: correctionSchema(report.field),
    fields: ['value', 'note'],
    toInput: (values: CorrectionValues) => correctionInput(report.field, values),
    formPath: firstPathPart,
  });
  return (
    <FormModal<CorrectionValues>
      form={form}
      name="patent-report-accept"
      title={t('patentErrors.accept.title', { field: fieldName })}
      okText={t('patentErrors.accept.ok')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={{ value: valueToText(report.patent.values[report.field] ?? null), note: '' }}
      onFinish={submitTo(save, { id: report.id, savedText: t('success.patentReportAccepted'), onSaved: onClose })}
      onClose={onClose}
    >
      <ValueItem
        field={report.field}
        label={t('patentErrors.accept.value', { field: fieldName })}
        rules={rulesFor('value')}
      />
      <NoteItem rules={rulesFor('note')} />
    </FormModal>
  );
}

/** Rejecting a report with the reason the reporter is mailed. */
export function RejectModal({ report, onClose }: { report: AdminPatentReportDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PatentReportRejectInput>();
  const save = useRejectReport();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: PatentReportRejectInputSchema,
    fields: ['reason'],
    toInput: (values: PatentReportRejectInput) => values,
  });
  return (
    <FormModal<PatentReportRejectInput>
      form={form}
      name="patent-report-reject"
      title={t('patentErrors.reject.title', { title: report.patentTitle })}
      okText={t('patentErrors.reject.ok')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={640}
      initialValues={{ reason: '' }}
      onFinish={submitTo(save, { id: report.id, savedText: t('success.patentReportRejected'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('patentErrors.reject.reason')}
        extra={t('patentErrors.reject.hint')}
        rules={rulesFor('reason')}
        required
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={PATENT_DATA_LIMITS.reason} showCount />
      </Form.Item>
    </FormModal>
  );
}
