import type { Urgency } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** antd's status colours (its red and orange presets fall short of 4.5:1 contrast); the words say it all. */
const COLOURS: Record<Urgency, string> = {
  within7: 'error',
  within30: 'warning',
  within90: 'processing',
  later: 'success',
  none: 'default',
};

/** How pressing a patent's nearest deadline is: a colour and, always, the words. */
export function UrgencyTag({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[urgency]}>{t(`portfolio.urgency.${urgency}`)}</Tag>;
}
