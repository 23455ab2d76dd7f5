import type { ConsultDeadlineState, ConsultStatus } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ConsultStatus, string> = {
  received: 'blue',
  assigned: 'processing',
  replied: 'success',
  rejected: 'default',
};

/** A question's state in the queue, as staff name it. */
export function ConsultStatusTag({ status }: { status: ConsultStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`consultAdmin.status.${status}`)}</Tag>;
}

/**
 * Due within a working day (amber) or past due (red): said in words too, so the state never rests
 * on the colour alone.
 */
export function DeadlineTag({ deadline }: { deadline: ConsultDeadlineState | null }) {
  const { t } = useTranslation();
  if (!deadline) return null;
  return (
    <Tag color={deadline === 'overdue' ? 'error' : 'warning'} className="consult-deadline-tag">
      {t(`consultAdmin.deadline.${deadline}`)}
    </Tag>
  );
}
