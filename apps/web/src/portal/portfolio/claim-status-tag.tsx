import type { PortfolioClaimStatus } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<PortfolioClaimStatus, string> = {
  pending: 'processing',
  confirmed: 'success',
  rejected: 'error',
};

/** A patent claim's state in words (the colour repeats it): the company's list and the staff's queue. */
export function ClaimStatusTag({ status }: { status: PortfolioClaimStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`portfolio.claim.status.${status}`)}</Tag>;
}
