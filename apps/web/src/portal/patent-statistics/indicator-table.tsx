import type { StatIndicator, StatIndicatorDetail, StatTrendPoint } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useStatFormat } from './use-stat-format.js';

interface IndicatorTableProps {
  indicator: StatIndicator;
  table: StatIndicatorDetail['table'];
  /** The city's years, to say how far a year under way reaches. */
  trend: readonly StatTrendPoint[];
}

/** Every district's figure per year, the city first: the full table behind the detail page's charts. */
export function IndicatorTable({ indicator, table, trend }: IndicatorTableProps) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const yearHeader = (year: number) => {
    const throughMonth = trend.find((point) => point.year === year)?.throughMonth ?? 12;
    return throughMonth >= 12 ? String(year) : format.coverage(year, throughMonth);
  };
  // Newest years first: the recent ones matter most and stay in view on a narrow screen.
  const order = table.years.map((year, index) => ({ year, index })).reverse();
  const title = t('portal.statistics.detail.table', { indicator: format.indicator(indicator) });
  const caption = t('portal.statistics.detail.tableCaption', { title, unit: format.unit(indicator) });
  return (
    <section className="stat-table" aria-labelledby="stat-table-title">
      <h2 id="stat-table-title">{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must take focus so keyboard users can scroll the wide table (axe scrollable-region-focusable). */}
      <section className="stat-table-scroll" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal.statistics.column.district')}</th>
              {order.map(({ year }) => (
                <th key={year} scope="col">
                  {yearHeader(year)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.district ?? 'city'} className={row.district === null ? 'is-city' : undefined}>
                <th scope="row">{format.district(row.district)}</th>
                {order.map(({ year, index }) => {
                  const value = row.values[index];
                  return (
                    <td key={year}>{value === null || value === undefined ? '—' : format.value(indicator, value)}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
