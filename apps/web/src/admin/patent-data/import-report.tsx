import type { KeptCorrection, PatentImportDetail, PatentImportRowError } from '@cityip/contracts';
import { Alert, Descriptions, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { FieldValueText } from './field-value-text.js';
import { isRunning, useImport } from './patent-data.api.js';

/** The problems of the rows not stored: row, column, what is wrong. */
function RowErrors({ report }: { report: PatentImportDetail }) {
  const { t } = useTranslation();
  if (report.rowErrors.length === 0) return null;
  return (
    <section aria-labelledby="patent-import-errors" className="patent-import-part">
      <Typography.Title level={3} id="patent-import-errors" style={{ fontSize: 16 }}>
        {t('patentImport.report.errors')}
      </Typography.Title>
      {report.rowErrorsTotal > report.rowErrors.length ? (
        <Typography.Paragraph type="secondary">
          {t('patentImport.report.errorsCut', { shown: report.rowErrors.length, total: report.rowErrorsTotal })}
        </Typography.Paragraph>
      ) : null}
      <Table<PatentImportRowError>
        rowKey={(row) => `${row.row}-${row.column}-${row.message}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 320 }}
        dataSource={report.rowErrors}
        columns={[
          { key: 'row', title: t('patentImport.report.row'), dataIndex: 'row', width: 80 },
          { key: 'column', title: t('patentImport.report.column'), dataIndex: 'column' },
          { key: 'message', title: t('patentImport.report.problem'), dataIndex: 'message' },
        ]}
      />
    </section>
  );
}

/** The fields the file would have changed but a staff correction kept: the file's value and the kept one. */
function KeptCorrections({ report }: { report: PatentImportDetail }) {
  const { t } = useTranslation();
  if (report.keptCorrections.length === 0) return null;
  return (
    <section aria-labelledby="patent-import-kept" className="patent-import-part">
      <Typography.Title level={3} id="patent-import-kept" style={{ fontSize: 16 }}>
        {t('patentImport.report.kept')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('patentImport.report.keptHint')}</Typography.Paragraph>
      <Table<KeptCorrection>
        rowKey={(row) => `${row.row}-${row.field}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 320 }}
        dataSource={report.keptCorrections}
        columns={[
          { key: 'row', title: t('patentImport.report.row'), dataIndex: 'row', width: 80 },
          { key: 'number', title: t('patentData.column.number'), dataIndex: 'applicationNumber' },
          { key: 'field', title: t('patentData.column.field'), render: (_, row) => t(`patentData.field.${row.field}`) },
          {
            key: 'imported',
            title: t('patentImport.report.imported'),
            render: (_, row) => <FieldValueText field={row.field} value={row.imported} />,
          },
          {
            key: 'corrected',
            title: t('patentImport.report.corrected'),
            render: (_, row) => <FieldValueText field={row.field} value={row.corrected} />,
          },
        ]}
      />
    </section>
  );
}

/** A finished import's counts and headers. */
function Counts({ report }: { report: PatentImportDetail }) {
  const { t } = useTranslation();
  const summary = report.summary;
  if (!summary) return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 3 }}
      items={[
        { key: 'rows', label: t('patentImport.report.rows'), children: summary.rows },
        { key: 'inserted', label: t('patentImport.report.inserted'), children: summary.inserted },
        { key: 'updated', label: t('patentImport.report.updated'), children: summary.updated },
        { key: 'failed', label: t('patentImport.report.failed'), children: summary.failed },
        { key: 'keptCount', label: t('patentImport.report.keptCount'), children: summary.keptCorrections },
        {
          key: 'ignored',
          label: t('patentImport.report.ignored'),
          children:
            summary.ignoredHeaders.length > 0
              ? summary.ignoredHeaders.join(t('patentImport.report.separator'))
              : t('patentImport.report.none'),
        },
      ]}
    />
  );
}

/**
 * One import as it runs and when it is done: its progress (rows read) while queued or running,
 * then the counts, the refused rows with their problems and the corrections it kept; a file that
 * could not be imported says why.
 */
export function ImportReport({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useImport(id);
  const report = query.data;
  return (
    <section aria-labelledby="patent-import-report" className="patent-import-report">
      <Typography.Title level={2} id="patent-import-report" style={{ fontSize: 18 }}>
        {report ? t('patentImport.report.titleOf', { name: report.fileName }) : t('patentImport.report.title')}
      </Typography.Title>
      <LoadFailedAlert query={query} fallback={t('patentImport.loadFailed')} />
      {!report && query.isPending ? <Spin /> : null}
      {report && isRunning(report) ? (
        <div role="status" className="patent-import-progress">
          <Spin size="small" />{' '}
          {report.status === 'queued'
            ? t('patentImport.progress.queued')
            : t('patentImport.progress.running', { rows: report.rowsRead })}
        </div>
      ) : null}
      {report?.status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={report.error ?? t('patentImport.report.failedRun')} />
      ) : null}
      {report?.status === 'done' ? (
        <div role="status" className="patent-import-done">
          <Alert
            type={report.summary?.failed ? 'warning' : 'success'}
            showIcon
            title={t('patentImport.report.done', {
              rows: report.summary?.rows ?? 0,
              inserted: report.summary?.inserted ?? 0,
              updated: report.summary?.updated ?? 0,
              failed: report.summary?.failed ?? 0,
            })}
          />
        </div>
      ) : null}
      {report?.status === 'done' ? (
        <>
          <Counts report={report} />
          <RowErrors report={report} />
          <KeptCorrections report={report} />
        </>
      ) : null}
    </section>
  );
}
