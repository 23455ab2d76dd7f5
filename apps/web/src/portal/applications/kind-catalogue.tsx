import type { ApplicationKindInfo } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { cityTimeText, weeklyHoursText } from '../../components/column-gate/opening-hours-text.js';
import { QueryView } from '../content/query-view.js';
import { KindSatisfaction } from '../evaluations/satisfaction-badge.js';
import { useApplicationKinds } from './applications.api.js';
import { ApplyButton } from './apply-button.js';
import { whoMayApplyKey } from './kind-text.js';

/** Kinds taken on their own page, where a step comes first (pre-examination: the applicant filing). */
const APPLIED_ON_THEIR_PAGE = new Set(['/patentPreAudit']);

/** Whether the kind takes applications now, its next opening when closed, and its weekly hours. */
function ColumnState({ info }: { info: ApplicationKindInfo }) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const status = info.columnStatus;
  const hours = status.mode === 'scheduled' ? weeklyHoursText(status.weekly, t) : '';
  return (
    <div className="kind-state">
      <Tag color={status.open ? 'success' : 'default'}>
        {t(status.open ? 'applications.catalogue.open' : 'applications.catalogue.closed')}
      </Tag>
      {!status.open && status.nextOpenAt && (
        <span>
          {t('applications.catalogue.nextOpen', { time: cityTimeText(status.nextOpenAt, timeZone, i18n.language) })}
        </span>
      )}
      {hours && <span>{t('columnGate.hours', { hours })}</span>}
    </div>
  );
}

function KindCard({ info }: { info: ApplicationKindInfo }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'en-US' ? info.nameEn : info.name;
  const onOwnPage = APPLIED_ON_THEIR_PAGE.has(info.path);
  return (
    <li className="kind-card">
      <h3>{name}</h3>
      <ColumnState info={info} />
      <KindSatisfaction kind={info.kind} name={name} />
      <dl className="kind-facts">
        <div>
          <dt>{t('applications.catalogue.who')}</dt>
          <dd>{t(whoMayApplyKey(info.identity))}</dd>
        </div>
        <div>
          <dt>{t('applications.catalogue.due')}</dt>
          <dd>{t('applications.catalogue.days', { count: info.dueDays })}</dd>
        </div>
      </dl>
      <div className="kind-actions">
        {onOwnPage ? (
          // The guide, the filing and the requests are all on that page.
          <Link to={info.path} aria-label={t('applications.catalogue.goToFor', { name })}>
            {t('applications.catalogue.goTo')}
          </Link>
        ) : (
          <>
            <ApplyButton
              kind={info.kind}
              aria-label={t('applications.catalogue.applyFor', { name })}
              disabled={!info.columnStatus.open}
            />
            <Link to={info.path} aria-label={t('applications.catalogue.guideFor', { name })}>
              {t('applications.catalogue.guide')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}

/** Every kind of online business: its state and hours, who may apply, the time limit, the guide and "apply". */
export function KindCatalogue() {
  const kinds = useApplicationKinds();
  return (
    <QueryView query={kinds} isEmpty={(data) => data.length === 0}>
      {(data) => (
        <ul className="kind-catalogue">
          {data.map((info) => (
            <KindCard key={info.kind} info={info} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}
