import '../patent-statistics/home-stat-strip.css';
import type { Home } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatChange } from '../patent-statistics/stat-change.js';
import { useStatFormat } from '../patent-statistics/use-stat-format.js';

/**
 * The figures strip: the city's latest headline IP statistics, each at its own newest period with
 * its year-on-year change, leading to /patentStatistics. Nothing shows while there are none.
 */
export function HomeFigures({ figures }: { figures: Home['figures'] }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  if (figures.length === 0) return null;
  return (
    <section className="home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="visually-hidden">
        {t('portal.statistics.home.title')}
      </h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.indicator} className="home-figure">
            <dt>{format.indicator(figure.indicator)}</dt>
            <dd>
              {format.value(figure.indicator, figure.value)}
              <span className="home-stat-unit">{format.unit(figure.indicator)}</span>
            </dd>
            <dd className="home-stat-meta">
              {format.coverage(figure.year, figure.throughMonth)} <StatChange change={figure.change} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="home-figures-more">
        <Link to="/patentStatistics">{t('portal.statistics.home.more')}</Link>
      </p>
    </section>
  );
}
