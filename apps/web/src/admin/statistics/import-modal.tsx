import type { StatImportRowError } from '@cityip/contracts';
import { Alert, App, Button, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { importErrorsOf, useImportFigures } from './statistics.api.js';
import { TemplateButton } from './template-button.js';

/** The server's limit (statistics-spreadsheet.routes.ts), checked first so a large file is not sent in vain. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A refused import: the server's summary and every problem, row by row. */
function ImportReport({ summary, rows }: { summary: string; rows: StatImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-report-title" className="stat-import-report">
      <Alert type="error" showIcon role="alert" title={<span id="import-report-title">{summary}</span>} />
      <Table<StatImportRowError>
        rowKey={(row) => `${row.row}-${row.column ?? ''}-${row.message}`}
        size="small"
        style={{ marginTop: 12 }}
        scroll={{ y: 280 }}
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'row', title: t('statistics.import.row'), dataIndex: 'row', width: 80 },
          { key: 'column', title: t('statistics.import.column'), render: (_, row) => row.column ?? '—', width: 100 },
          { key: 'message', title: t('statistics.import.problem'), dataIndex: 'message' },
        ]}
      />
    </section>
  );
}

/**
 * Bulk import from the Excel template: download it, fill it, upload it. All rows or none: a
 * refused file lists its problems here and nothing is written.
 */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ summary: string; rows: StatImportRowError[] } | null>(null);
  const upload = useImportFigures();

  const start = () => {
    if (!file) return;
    setReport(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        message.success(t('statistics.import.done', { count: result.imported }));
        onClose();
      },
      onError: (error) => {
        const rows = importErrorsOf(error);
        const text = requestErrorText(error, t);
        if (rows) setReport({ summary: text ?? t('statistics.import.failed'), rows });
        else if (text) message.error(text);
      },
    });
  };

  return (
    <ReturnFocusModal
      width={760}
      title={t('statistics.import.title')}
      okText={t('statistics.import.start')}
      cancelText={t('statistics.confirm.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={start}
      onCancel={onClose}
    >
      <ol className="stat-import-steps">
        <li>
          <Space wrap>
            <span>{t('statistics.import.step1')}</span>
            <TemplateButton />
          </Space>
        </li>
        <li>{t('statistics.import.step2')}</li>
        <li>
          <Typography.Paragraph style={{ margin: 0 }}>{t('statistics.import.step3')}</Typography.Paragraph>
          <Upload
            accept={ACCEPT}
            maxCount={1}
            fileList={file ? [{ uid: 'statistics', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setReport(null);
              if (chosen.size > MAX_BYTES) message.error(t('statistics.import.tooLarge'));
              else setFile(chosen);
              // Sent when the user starts the import, not on choosing.
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setReport(null);
            }}
          >
            <Button style={{ marginTop: 8 }}>{t('statistics.import.choose')}</Button>
          </Upload>
        </li>
      </ol>
      {report ? <ImportReport summary={report.summary} rows={report.rows} /> : null}
    </ReturnFocusModal>
  );
}
