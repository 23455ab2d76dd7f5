import './patent-data.css';
import { formatZonedTime, PATENT_IMPORT_MAX_BYTES, type PatentImport } from '@cityip/contracts';
import { App, Button, Flex, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { ImportReport } from './import-report.js';
import { downloadImportTemplate, useImports, useUploadImport } from './patent-data.api.js';

const ACCEPT = '.csv,.xlsx,.jsonl,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATUS_COLOURS = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/** Downloads the CSV template of the columns the import reads. */
function TemplateButton() {
  const { t } = useTranslation();
  const showFailure = useShowFailure();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadImportTemplate();
        } catch (error) {
          showFailure(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('patentImport.template')}
    </Button>
  );
}

/** Choosing a file and starting its import; the new import's report opens below. */
function UploadPanel({ onQueued }: { onQueued: (id: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const showFailure = useShowFailure();
  const start = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (queued) => {
        message.success(t('success.patentImportQueued'));
        setFile(null);
        onQueued(queued.id);
      },
      onError: showFailure,
    });
  };
  return (
    <section aria-labelledby="patent-import-upload" className="patent-import-upload">
      <Typography.Title level={2} id="patent-import-upload" style={{ fontSize: 18 }}>
        {t('patentImport.upload.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('patentImport.upload.hint', { max: Math.round(PATENT_IMPORT_MAX_BYTES / 1024 / 1024) })}
      </Typography.Paragraph>
      <Flex gap={12} align="flex-start" wrap>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          fileList={file ? [{ uid: 'patent-import', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            if (chosen.size > PATENT_IMPORT_MAX_BYTES) message.error(t('patentImport.upload.tooLarge'));
            else setFile(chosen);
            // Sent when the import is started, not on choosing.
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button>{t('patentImport.upload.choose')}</Button>
        </Upload>
        <Button type="primary" disabled={!file} loading={upload.isPending} onClick={start}>
          {t('patentImport.upload.start')}
        </Button>
      </Flex>
    </section>
  );
}

/** Every import, newest first, each opening its report. */
function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useImports(paging);
  return (
    <section aria-labelledby="patent-import-history" className="patent-import-history">
      <Typography.Title level={2} id="patent-import-history" style={{ fontSize: 18 }}>
        {t('patentImport.history.title')}
      </Typography.Title>
      <LoadFailedAlert query={list} fallback={t('patentImport.loadFailed')} />
      <Table<PatentImport>
        {...listTableProps(list, list.data?.items ?? [])}
        pagination={serverPagination(paging, list.data?.total ?? 0, (total) => t('patentImport.total', { total }))}
        onChange={(pagination) => setPaging(nextPaging(paging, pagination))}
        columns={[
          {
            key: 'createdAt',
            title: t('patentImport.column.createdAt'),
            render: (_, row) => formatZonedTime(row.createdAt, timeZone),
          },
          { key: 'fileName', title: t('patentImport.column.fileName'), dataIndex: 'fileName' },
          {
            key: 'status',
            title: t('patentImport.column.status'),
            render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`patentImport.status.${row.status}`)}</Tag>,
          },
          {
            key: 'result',
            title: t('patentImport.column.result'),
            render: (_, row) =>
              row.summary
                ? t('patentImport.history.result', { ...row.summary, kept: row.summary.keptCorrections })
                : row.status === 'failed'
                  ? (row.error ?? '—')
                  : t('patentImport.progress.rows', { rows: row.rowsRead }),
          },
          { key: 'by', title: t('patentImport.column.by'), render: (_, row) => row.createdByName ?? '—' },
          {
            key: 'actions',
            title: t('patentImport.column.actions'),
            render: (_, row) => (
              <Button
                type="link"
                onClick={() => onOpen(row.id)}
                aria-label={t('patentImport.history.openOf', { name: row.fileName })}
              >
                {t('patentImport.history.open')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

/**
 * `/data/patentImport`: upload a CSV, XLSX or JSONL file of patents in the command-line import's
 * columns; it is imported in the background while the page shows its progress, then its report
 * (`?import=` names the import shown). The history lists every import.
 */
export function PatentImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = params.get('import');
  const open = (id: string) => setParams({ import: id }, { replace: true });
  return (
    <AdminListPage titleId="patent-import-title" title={t('admin.route.dataPatentImport')} actions={<TemplateButton />}>
      <Typography.Paragraph type="secondary" className="patent-import-intro">
        {t('patentImport.intro')}
      </Typography.Paragraph>
      <UploadPanel onQueued={open} />
      {shown ? <ImportReport key={shown} id={shown} /> : null}
      <ImportHistory onOpen={open} />
    </AdminListPage>
  );
}
