import './talent-pool.css';
import type { TalentDetail } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { ContactRequestButton } from '../contact-requests/contact-request-button.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { TalentAvatar, TalentMarks } from './talent-card.js';
import { useTalentFormat } from './talent-format.js';
import { useTalentDetail } from './talent-pool.api.js';

/** An expert's public profile and the contact action; phone and email are never shown. */
function TalentProfile({ talent }: { talent: TalentDetail }) {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const facts: Array<[string, string]> = [
    ['organisation', talent.organisation],
    ['industries', format.list(talent.industries.map(format.industry))],
    ['ipcSections', format.list(talent.ipcSections.map(format.ipcSection))],
    ['services', format.list(talent.services.map(format.service))],
    ['publishedAt', talent.publishedAt?.slice(0, 10) ?? ''],
  ];
  return (
    <article className="talent-detail" aria-labelledby="talent-detail-name">
      <header className="talent-detail-head">
        <TalentAvatar talent={talent} size={120} />
        <div>
          <h2 id="talent-detail-name" className="talent-detail-name">
            {talent.name}
          </h2>
          <TalentMarks talent={talent} />
        </div>
      </header>
      <dl className="talent-card-facts talent-detail-facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(`talentPool.field.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <section aria-labelledby="talent-profile-title">
        <h3 id="talent-profile-title">{t('talentPool.field.profile')}</h3>
        <p className="talent-profile">{talent.profile}</p>
      </section>
      <div className="talent-contact">
        <p className="talent-contact-note">{t('talentPool.contactNote')}</p>
        <ContactRequestButton
          target="talent"
          targetId={talent.id}
          recipientName={talent.name}
          closedReason={talent.acceptsContact ? undefined : t('talentPool.noContact')}
        />
      </div>
      <p>
        <Link to="/talentPool">{t('talentPool.backToList')}</Link>
      </p>
    </article>
  );
}

/** `/talentPool/detail?id=`: one published expert; anything else answers "not found". */
export function TalentDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const talent = useTalentDetail(id);
  return (
    <RoutePageFrame>
      {id ? <QueryView query={talent}>{(data) => <TalentProfile talent={data} />}</QueryView> : <EmptyState />}
    </RoutePageFrame>
  );
}
