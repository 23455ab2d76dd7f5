import type { PatentReportStatus } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<PatentReportStatus, string> = { new: 'processing', accepted: 'success', rejected: 'default' };

/** A report's state in words (the colour only repeats it). */
export function ReportStatusTag({ status }: { status: PatentReportStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`patentErrors.status.${status}`)}</Tag>;
}
