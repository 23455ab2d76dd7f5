import './tech-demand.css';
import type { TechDemandPublic } from '@cityip/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { ContactRequestButton } from '../contact-requests/contact-request-button.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { DemandMatches } from '../matchmaking/demand-matches.js';
import { useDemandFormat } from './demand-format.js';
import { DemandMarks } from './demand-list.js';
import { usePublicDemand } from './tech-demands.api.js';

/** Everything public of a demand, the expired notice, its matches and the contact action. */
function DemandDetail({ demand }: { demand: TechDemandPublic }) {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const facts: Array<[string, string]> = [
    ['company', demand.companyName],
    ['industry', format.industry(demand.industry)],
    ['ipcHints', demand.ipcHints.join('；') || '—'],
    ['modes', format.modes(demand.modes)],
    ['budget', format.budget(demand)],
    ['validUntil', format.date(demand.validUntil)],
    ['publishedAt', format.date(demand.publishedAt)],
  ];
  // A closed demand says why on the contact action itself.
  const closedReason = demand.expired
    ? t('techDemand.expiredNotice')
    : demand.contactViaPlatform
      ? undefined
      : t('techDemand.noPlatformContact');
  return (
    <article className="demand-detail" aria-labelledby="demand-detail-title">
      <h2 id="demand-detail-title" className="demand-detail-title">
        {demand.title}
      </h2>
      <div className="demand-item-tags">
        <DemandMarks demand={demand} />
      </div>
      {demand.expired ? <Alert type="warning" showIcon title={t('techDemand.expiredNotice')} /> : null}
      <dl className="demand-item-facts demand-detail-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`techDemand.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="demand-description-title">
        <h3 id="demand-description-title">{t('techDemand.field.description')}</h3>
        <p className="demand-description">{demand.description}</p>
      </section>
      <div className="demand-contact">
        <ContactRequestButton
          target="demand"
          targetId={demand.id}
          recipientName={demand.companyName}
          closedReason={closedReason}
        />
      </div>
      <DemandMatches demandId={demand.id} mine={false} />
      <p>
        <Link to="/techDemand">{t('techDemand.backToList')}</Link>
      </p>
    </article>
  );
}

/** `/techDemand/detail?id=`: one published demand; any other answers "not found". */
export function TechDemandDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const demand = usePublicDemand(id);
  return (
    <RoutePageFrame>
      {id ? <QueryView query={demand}>{(data) => <DemandDetail demand={data} />}</QueryView> : <EmptyState />}
    </RoutePageFrame>
  );
}
