import { type ConsultFiguresMonth, percentOf } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../content/query-view.js';
import { useConsultFigures } from './consult.api.js';

type Counts = Omit<ConsultFiguresMonth, 'month'>;

/** The cells of one month's (or the total's) figures. */
function FigureCells({ counts }: { counts: Counts }) {
  const rate = percentOf(counts.repliedOnTime, counts.replied);
  return (
    <>
      <td>{counts.received}</td>
      <td>{counts.replied}</td>
      <td>{counts.repliedOnTime}</td>
      <td>{rate === null ? '—' : `${rate}%`}</td>
      <td>{counts.averageWorkingDays ?? '—'}</td>
    </>
  );
}

const COLUMNS = ['received', 'replied', 'repliedOnTime', 'onTimeRate', 'averageWorkingDays'] as const;

/**
 * The published consultation figures (互动交流数据), as inspected government sites show them: per
 * month of the last twelve, newest first, the questions received, replied, replied on time, the
 * on-time rate and the average working days to reply, with the twelve months' totals.
 */
export function ConsultFiguresSection() {
  const { t } = useTranslation();
  const figures = useConsultFigures();
  return (
    <section className="consult-figures" aria-labelledby="consult-figures-title">
      <h2 id="consult-figures-title">{t('consult.figures.title')}</h2>
      <QueryView query={figures}>
        {(data) => (
          <div className="table-scroll">
            <table className="plain-table consult-figures-table">
              <caption>{t('consult.figures.caption', { from: data.from, to: data.to })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('consult.figures.month')}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`consult.figures.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.months].reverse().map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{month.month}</th>
                    <FigureCells counts={month} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('consult.figures.total')}</th>
                  <FigureCells counts={data.total} />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
