import { EXPORT_COLUMNS, MAX_EXPORT_JOB_ROWS, MAX_EXPORT_ROWS, type PatentSort } from '@cityip/contracts';
import { Form, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { showMessage } from '../../api/feedback.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { CheckboxChoices } from '../../components/checkbox-choices.js';
import {
  ExportLimitNote,
  exportDialogMax,
  isBackgroundExport,
  useBackgroundExport,
} from '../exports/export-dialog-note.js';
import { exportPatents, type PatentExportRequest } from './patent-search.api.js';
import { usePatentFormat } from './use-patent-format.js';

type ExportForm = Pick<PatentExportRequest, 'format' | 'columns' | 'limit'>;

type ExportDialogProps = { q: string; sort: PatentSort; total: number; open: boolean; onClose: () => void };

/**
 * The export dialog: format, columns and row count of the current result set, then the download;
 * an account asking for more rows than one download holds starts a background export instead.
 */
export function ExportDialog({ q, sort, total, open, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const [form] = Form.useForm<ExportForm>();
  const [busy, setBusy] = useState(false);
  const signedIn = isUserSession(useSession());
  const maxRows = exportDialogMax(total, signedIn);
  const background = isBackgroundExport(Form.useWatch('limit', form), signedIn);
  const startBackground = useBackgroundExport();

  const submit = async (values: ExportForm) => {
    setBusy(true);
    try {
      // The API takes the columns in their canonical order, whatever order they were ticked in.
      const columns = EXPORT_COLUMNS.filter((column) => values.columns.includes(column));
      if (isBackgroundExport(values.limit, signedIn)) {
        showMessage('success', await startBackground({ q, sort, ...values, columns }));
      } else {
        await exportPatents({ q, sort, ...values, columns });
        showMessage('success', t('portal.patent.export.done'));
      }
      onClose();
    } catch (error) {
      showMessage('error', requestErrorText(error, t) ?? t('portal.patent.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('portal.patent.export.title')}
      okText={t(background ? 'portal.exports.dialog.start' : 'portal.patent.export.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t('portal.patent.export.intro', {
          total: format.number(total),
          max: format.number(signedIn ? MAX_EXPORT_JOB_ROWS : MAX_EXPORT_ROWS),
        })}
      </p>
      <Form<ExportForm>
        form={form}
        layout="vertical"
        initialValues={{ format: 'xlsx', columns: [...EXPORT_COLUMNS], limit: Math.min(maxRows, MAX_EXPORT_ROWS) }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="format" label={t('portal.patent.export.format')}>
          <Radio.Group
            options={[
              { value: 'xlsx', label: t('portal.patent.export.xlsx') },
              { value: 'csv', label: t('portal.patent.export.csv') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="columns"
          label={t('portal.patent.export.columns')}
          rules={[{ required: true, type: 'array', min: 1, message: t('portal.patent.export.columnsRequired') }]}
        >
          <CheckboxChoices
            className="patent-export-columns"
            aria-label={t('portal.patent.export.columns')}
            options={EXPORT_COLUMNS.map((column) => ({
              value: column,
              label: t(`portal.patent.field.${column}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="limit"
          label={t('portal.patent.export.limit')}
          extra={total > MAX_EXPORT_ROWS ? <ExportLimitNote signedIn={signedIn} /> : undefined}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: maxRows,
              message: t('portal.patent.export.limitRange', { max: maxRows }),
            },
          ]}
        >
          <InputNumber min={1} max={maxRows} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
