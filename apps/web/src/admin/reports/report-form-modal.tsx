import {
  ARTICLE_STATUSES,
  type ArticleStatus,
  type FileRef,
  REPORT_FILE_MAX_BYTES,
  type Report,
  ReportInputSchema,
} from '@cityip/contracts';
import { Flex, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useContractForm } from '../shared/contract-form.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { FormModal } from '../shared/form-modal.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { uploadReportFile, useSaveReport } from './reports.api.js';

interface ReportFormValues {
  title?: string;
  industry?: string;
  summary?: string;
  cover?: FileRef | null;
  file?: FileRef | null;
  publishDate?: string;
  status?: ArticleStatus;
}

const FIELDS = ['title', 'industry', 'summary', 'cover', 'file', 'publishDate', 'status'] as const;

function toInput(values: ReportFormValues): Record<string, unknown> {
  return {
    title: values.title ?? '',
    industry: values.industry ?? '',
    summary: values.summary ?? '',
    cover: values.cover ?? null,
    file: values.file ?? undefined,
    publishDate: values.publishDate ?? '',
    status: values.status ?? 'draft',
  };
}

/** Dialog that adds or edits a report: metadata, cover image and the PDF (private upload). */
export function ReportFormModal({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ReportFormValues>();
  const save = useSaveReport();
  const industries = useRuntimeConfig()?.industries ?? [];
  const english = i18n.language === 'en-US';

  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: ReportInputSchema,
    toInput,
    fields: FIELDS,
  });

  const submit = submitTo(save, { id: report?.id, savedText: t('reports.saved'), onSaved: onClose });

  const initialValues: ReportFormValues = report
    ? { ...report }
    : { status: 'draft', publishDate: new Date().toISOString().slice(0, 10), cover: null, file: null };

  return (
    <FormModal<ReportFormValues>
      form={form}
      name="report-form"
      width={720}
      title={t(report ? 'reports.form.editTitle' : 'reports.form.createTitle')}
      okText={t('reports.form.save')}
      cancelText={t('reports.form.cancel')}
      saving={save.isPending}
      initialValues={initialValues}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('reports.form.title')} rules={rulesFor('title')} required>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="industry"
          label={t('reports.form.industry')}
          rules={rulesFor('industry')}
          required
          style={{ minWidth: 220 }}
        >
          <Select
            options={industries.map((industry) => ({
              value: industry.code,
              label: english ? industry.nameEn : industry.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="publishDate" label={t('reports.form.publishDate')} rules={rulesFor('publishDate')} required>
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="status"
        label={t('reports.form.status')}
        rules={rulesFor('status')}
        extra={t('reports.form.statusHint')}
      >
        <Radio.Group options={ARTICLE_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))} />
      </Form.Item>
      <Form.Item name="summary" label={t('reports.form.summary')} rules={rulesFor('summary')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="file" label={t('reports.form.file')} rules={rulesFor('file')} required {...singleFileProps}>
        <FileUploadField
          max={1}
          upload={uploadReportFile}
          accept=".pdf,application/pdf"
          hint={t('reports.form.fileHint', { size: Math.round(REPORT_FILE_MAX_BYTES / 1024 / 1024) })}
          linked={false}
        />
      </Form.Item>
      <Form.Item name="cover" label={t('reports.form.cover')} rules={rulesFor('cover')} {...singleFileProps}>
        <FileUploadField kind="image" max={1} />
      </Form.Item>
    </FormModal>
  );
}
