import { useTranslation } from 'react-i18next';
import { useStatFormat } from './use-stat-format.js';

/**
 * A year-on-year change: `同比 +11.3%` (`bare`: `+11.3%`, under a label that already says so), red when up and green when down as Chinese statistics
 * print them; the sign carries the direction for anyone who cannot tell the colours apart.
 */
export function StatChange({ change, bare = false }: { change: number | null; bare?: boolean }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  if (change === null) return <span className="stat-change">{t('portal.statistics.noComparison')}</span>;
  const tone = change > 0 ? ' is-up' : change < 0 ? ' is-down' : '';
  return (
    <span className={`stat-change${tone}`}>
      {bare ? format.change(change) : `${t('portal.statistics.yoy')} ${format.change(change)}`}
    </span>
  );
}
