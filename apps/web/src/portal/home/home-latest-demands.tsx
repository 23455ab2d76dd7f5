import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitleCard } from '../../components/title-card.js';
import { demandHref } from '../tech-demand/demand-href.js';
import { useLatestDemands } from '../tech-demand/tech-demands.api.js';

/**
 * 最新技术需求: the newest open demands, each linking to its detail, and a "more" link to the list.
 * Plain markup like the rest of the home page (no antd); a failed load leaves the card empty.
 */
export function HomeLatestDemands() {
  const { t } = useTranslation();
  const latest = useLatestDemands();
  const items = latest.data ?? [];
  return (
    <TitleCard
      className="home-latest-demands"
      variant="second"
      title={t('techDemand.latest')}
      moreTo="/techDemand"
      moreText={t('techDemand.allDemands')}
      loading={latest.isPending}
      empty={!latest.isPending && items.length === 0}
    >
      <ul className="article-list article-list--compact">
        {items.map((demand) => (
          <li key={demand.id} className="article-row">
            <Link className="article-row-title" to={demandHref(demand.id)}>
              {demand.title}
            </Link>
            {demand.demo ? <span className="article-pinned">{t('techDemand.demo')}</span> : null}
            <time className="article-row-date" dateTime={demand.validUntil}>
              {t('techDemand.validUntilShort', { date: demand.validUntil })}
            </time>
          </li>
        ))}
      </ul>
    </TitleCard>
  );
}
