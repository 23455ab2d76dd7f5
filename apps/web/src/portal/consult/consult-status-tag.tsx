import type { ConsultStatus } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASKER_STATUS } from './consult-format.js';

const COLORS = { handling: 'blue', replied: 'success', rejected: 'default' } as const;

/** A question's state as its asker reads it (the account's list, the look-up), as a tag. */
export function AskerStatusTag({ status }: { status: ConsultStatus }) {
  const { t } = useTranslation();
  const shown = ASKER_STATUS[status];
  return <Tag color={COLORS[shown]}>{t(`consult.askerStatus.${shown}`)}</Tag>;
}
