import { type AdminPatentReportDetail, formatZonedTime, HttpUrlSchema } from '@cityip/contracts';
import { Button, Descriptions, type DescriptionsProps, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { AcceptModal, RejectModal } from './decision-modals.js';
import { FieldValueText } from './field-value-text.js';
import { useReport } from './patent-data.api.js';
import { ReportStatusTag } from './report-status-tag.js';

/** A source given as a web address opens in a new window; any other text is shown as written. */
function SourceText({ source }: { source: string }) {
  const { t } = useTranslation();
  if (!source) return <>{t('patentErrors.detail.noSource')}</>;
  if (!HttpUrlSchema.safeParse(source).success) return <span className="patent-field-value">{source}</span>;
  return (
    <a href={source} target="_blank" rel="noopener noreferrer">
      {source}
      <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
    </a>
  );
}

function useReportItems(report: AdminPatentReportDetail): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const time = (at: string | null) => (at ? formatZonedTime(at, timeZone) : '—');
  const decided = report.status !== 'new';
  return [
    {
      key: 'patent',
      label: t('patentErrors.detail.patent'),
      children: t('patentErrors.detail.patentOf', {
        number: report.patent.applicationNumber,
        title: report.patent.title,
      }),
    },
    { key: 'field', label: t('patentData.column.field'), children: t(`patentData.field.${report.field}`) },
    {
      key: 'description',
      label: t('patentErrors.detail.description'),
      children: <span className="patent-field-value">{report.description}</span>,
    },
    { key: 'source', label: t('patentErrors.detail.source'), children: <SourceText source={report.source} /> },
    {
      key: 'reporter',
      label: t('patentErrors.column.reporter'),
      children: report.reporterName ?? t('patentErrors.reporterGone'),
    },
    { key: 'reportedAt', label: t('patentErrors.column.reportedAt'), children: time(report.createdAt) },
    { key: 'status', label: t('patentErrors.column.status'), children: <ReportStatusTag status={report.status} /> },
    ...(decided
      ? [
          { key: 'decidedBy', label: t('patentErrors.detail.decidedBy'), children: report.decidedByName ?? '—' },
          { key: 'decidedAt', label: t('patentErrors.detail.decidedAt'), children: time(report.decidedAt) },
        ]
      : []),
    ...(report.rejectReason
      ? [{ key: 'rejectReason', label: t('patentErrors.detail.rejectReason'), children: report.rejectReason }]
      : []),
  ];
}

/** The reported field's value now, or for an accepted report the value before and after its correction. */
function Comparison({ report }: { report: AdminPatentReportDetail }) {
  const { t } = useTranslation();
  const { correction } = report;
  const items: DescriptionsProps['items'] = correction
    ? [
        {
          key: 'before',
          label: t('patentErrors.detail.before'),
          children: <FieldValueText field={report.field} value={correction.oldValue} />,
        },
        {
          key: 'after',
          label: t('patentErrors.detail.after'),
          children: <FieldValueText field={report.field} value={correction.newValue} />,
        },
        ...(correction.note ? [{ key: 'note', label: t('patentErrors.detail.note'), children: correction.note }] : []),
      ]
    : [
        {
          key: 'current',
          label: t('patentErrors.detail.current'),
          children: <FieldValueText field={report.field} value={report.patent.values[report.field] ?? null} />,
        },
      ];
  return (
    <section aria-labelledby="patent-report-compare" className="patent-report-compare">
      <Typography.Title level={2} id="patent-report-compare" style={{ fontSize: 16 }}>
        {t(`patentData.field.${report.field}`)}
      </Typography.Title>
      <Descriptions column={1} bordered size="small" items={items} />
    </section>
  );
}

/** The report, its field compared, and the decisions a new report allows. */
function ReportBody({
  report,
  onDecide,
}: {
  report: AdminPatentReportDetail;
  onDecide: (decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const label = t('patentErrors.drawer.title', { title: report.patentTitle });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer body scrolls; keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="patent-report-detail" tabIndex={0} aria-label={label}>
      <Descriptions column={1} bordered size="small" items={useReportItems(report)} />
      <Comparison report={report} />
      {report.status === 'new' ? (
        <Flex className="patent-report-actions">
          <Button type="primary" onClick={() => onDecide('accept')}>
            {t('patentErrors.accept')}
          </Button>
          <Button danger onClick={() => onDecide('reject')}>
            {t('patentErrors.reject')}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}

/**
 * A report for staff: what the reporter says beside the record's current value of the field; a
 * new report is accepted with the corrected value or rejected with a reason (both mail the reporter).
 */
export function ReportDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useReport(id);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const report = detail.data;
  return (
    <ReturnFocusDrawer
      open
      title={report ? t('patentErrors.drawer.title', { title: report.patentTitle }) : t('admin.route.dataPatentErrors')}
      size="min(760px, 100vw)"
      onClose={onClose}
      closable={{ 'aria-label': t('patentErrors.drawer.close') }}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('patentErrors.loadFailed')} />
      {report ? <ReportBody report={report} onDecide={setDialog} /> : null}
      {report && dialog === 'accept' ? <AcceptModal report={report} onClose={() => setDialog(null)} /> : null}
      {report && dialog === 'reject' ? <RejectModal report={report} onClose={() => setDialog(null)} /> : null}
    </ReturnFocusDrawer>
  );
}
