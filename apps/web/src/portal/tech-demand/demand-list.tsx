import type { TechDemandSummary } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDemandFormat } from './demand-format.js';
import { demandHref } from './demand-href.js';

/** Marks a demand as demo content or expired, as the lists and the detail show it. */
export function DemandMarks({ demand }: { demand: Pick<TechDemandSummary, 'demo' | 'expired'> }) {
  const { t } = useTranslation();
  return (
    <>
      {demand.expired ? <Tag color="default">{t('techDemand.expired')}</Tag> : null}
      {demand.demo ? <Tag color="warning">{t('techDemand.demo')}</Tag> : null}
    </>
  );
}

/** One demand of the list: title (to the detail), company, industry, modes, budget, valid until. */
function DemandItem({ demand }: { demand: TechDemandSummary }) {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const facts: Array<[string, string]> = [
    ['company', demand.companyName],
    ['industry', format.industry(demand.industry)],
    ['modes', format.modes(demand.modes)],
    ['budget', format.budget(demand)],
    ['validUntil', format.date(demand.validUntil)],
  ];
  return (
    <li className={demand.expired ? 'demand-item demand-item--expired' : 'demand-item'}>
      <h3 className="demand-item-title">
        <Link to={demandHref(demand.id)}>{demand.title}</Link>
      </h3>
      <div className="demand-item-tags">
        <DemandMarks demand={demand} />
      </div>
      <p className="demand-item-excerpt">{demand.excerpt}</p>
      <dl className="demand-item-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`techDemand.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A list of published demands. */
export function DemandList({ demands }: { demands: readonly TechDemandSummary[] }) {
  return (
    <ul className="demand-list">
      {demands.map((demand) => (
        <DemandItem key={demand.id} demand={demand} />
      ))}
    </ul>
  );
}
