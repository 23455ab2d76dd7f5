import type { TalentStatus } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TalentStatus, string> = {
  pending: 'processing',
  published: 'success',
  rejected: 'error',
  withdrawn: 'default',
  takenDown: 'warning',
};

/** An entry's status as a coloured tag. */
export function TalentStatusTag({ status }: { status: TalentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`talentPool.status.${status}`)}</Tag>;
}
