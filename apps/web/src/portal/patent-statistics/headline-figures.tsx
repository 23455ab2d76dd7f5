import { STAT_INDICATOR_SPECS, type StatGroup, type StatHeadline, type StatIndicator } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatChange } from './stat-change.js';
import { statDetailHref } from './statistics-params.js';
import { useStatFormat } from './use-stat-format.js';

const GROUPS: readonly StatGroup[] = ['patent', 'trademark', 'finance'];

interface HeadlineFiguresProps {
  year: number;
  headlines: readonly StatHeadline[];
  /** The indicator the charts below show, marked among the cards. */
  selected: StatIndicator;
}

/** Every indicator's city figure in the year, by group, each leading to its detail page. */
export function HeadlineFigures({ year, headlines, selected }: HeadlineFiguresProps) {
  const { t } = useTranslation();
  const format = useStatFormat();
  return (
    <section className="stat-headlines" aria-labelledby="stat-headlines-title">
      <h2 id="stat-headlines-title">{t('portal.statistics.headlines', { period: format.period(year, null) })}</h2>
      {GROUPS.map((group) => {
        const items = headlines.filter((headline) => STAT_INDICATOR_SPECS[headline.indicator].group === group);
        const titleId = `stat-group-${group}`;
        return (
          <section key={group} className="stat-group" aria-labelledby={titleId}>
            <h3 id={titleId}>{t(`portal.statistics.group.${group}`)}</h3>
            <ul className="stat-cards">
              {items.map(({ indicator, figure }) => (
                <li
                  key={indicator}
                  className={`stat-card${indicator === selected ? ' is-selected' : ''}`}
                  data-indicator={indicator}
                >
                  <p className="stat-card-name">
                    <Link to={statDetailHref({ indicator, year })}>{format.indicator(indicator)}</Link>
                  </p>
                  {figure ? (
                    <>
                      <p className="stat-card-value">
                        {format.value(indicator, figure.value)}
                        <span className="stat-card-unit">{format.unit(indicator)}</span>
                      </p>
                      <p className="stat-card-meta">
                        <span>{format.coverage(year, figure.throughMonth)}</span>
                        <StatChange change={figure.change} />
                      </p>
                    </>
                  ) : (
                    <p className="stat-card-empty">{t('portal.statistics.noData')}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
