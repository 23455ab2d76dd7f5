import './public-serve.css';
import type { Station } from '@cityip/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePlatformTitle } from '../../app/use-platform-title.js';
import { EmptyState } from '../../components/empty-state.js';
import { composeDocumentTitle } from '../../routing/route-meta.js';
import { useCityMap } from '../city-map/city-map.api.js';
import { DistrictDetailDrawer } from '../city-map/district-detail-drawer.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { OutletSatisfactionBadge } from '../evaluations/satisfaction-badge.js';
import { ServiceRating } from '../evaluations/service-rating.js';
import { useConfigDistrictName } from './district-label.js';
import { OpeningStatus } from './opening-status.js';
import { OutletContactFacts, OutletKindLine } from './outlet-facts.js';
import { useCityTimeZone, useNow } from './outlet-hours.js';
import { publicServeHref } from './outlet-links.js';
import { OutletMap } from './outlet-map.js';
import { OutletPhotos } from './outlet-photos.js';
import { usePublicOutlet } from './stations.api.js';
import { WeeklyHoursTable } from './weekly-hours-table.js';

function OutletDetail({ outlet }: { outlet: Station }) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const timeZone = useCityTimeZone();
  const district = useConfigDistrictName();
  const map = useCityMap();
  const platformTitle = usePlatformTitle();

  // One route shows every outlet, so the document title names the outlet.
  useEffect(() => {
    document.title = composeDocumentTitle(outlet.name, platformTitle);
  }, [outlet.name, platformTitle]);

  const section = (key: string, title: string, body: ReactNode) => (
    <section className="outlet-section" aria-labelledby={`${id}-${key}`}>
      <h3 id={`${id}-${key}`}>{title}</h3>
      {body}
    </section>
  );

  return (
    <article className="outlet-detail">
      <header className="outlet-detail-head">
        <h2>{outlet.name}</h2>
        <OutletKindLine outlet={outlet} />
        <OpeningStatus outlet={outlet} now={now} />
        <OutletSatisfactionBadge outletId={outlet.id} name={outlet.name} />
      </header>
      <OutletPhotos photos={outlet.photos} name={outlet.name} />
      <dl className="outlet-facts">
        <OutletContactFacts outlet={outlet} />
        {outlet.contactPerson ? (
          <div>
            <dt>{t('portal.serve.contact')}</dt>
            <dd>{outlet.contactPerson}</dd>
          </div>
        ) : null}
      </dl>
      <div className="outlet-detail-columns">
        {section(
          'hours',
          t('portal.serve.weeklyHours'),
          <WeeklyHoursTable outlet={outlet} now={now} timeZone={timeZone} />,
        )}
        {section(
          'services',
          t('portal.serve.services'),
          <ul className="outlet-card-services">
            {outlet.services.map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </ul>,
        )}
      </div>
      {outlet.introduction
        ? section('introduction', t('portal.serve.introduction'), <p className="outlet-text">{outlet.introduction}</p>)
        : null}
      {section(
        'location',
        t('portal.serve.location'),
        <>
          {outlet.directions ? (
            <>
              <h4>{t('portal.serve.directions')}</h4>
              <p className="outlet-text">{outlet.directions}</p>
            </>
          ) : null}
          {map.data ? (
            <OutletMap
              map={map.data}
              outlets={[outlet]}
              highlight={outlet.district}
              label={t('portal.serve.locationLabel', { name: outlet.name })}
              className="city-map-canvas is-small"
            />
          ) : null}
          <p className="serve-hint">
            {t('portal.serve.coordinates', {
              longitude: outlet.longitude.toFixed(6),
              latitude: outlet.latitude.toFixed(6),
            })}
          </p>
        </>,
      )}
      <ServiceRating target="outlet" targetId={outlet.id} />
      <p>
        <Link to={publicServeHref({ district: outlet.district })}>
          {t('portal.serve.sameDistrict', { district: district(outlet.district) })}
        </Link>
      </p>
    </article>
  );
}

/** `/serverDetail?id=`: one service outlet with its photos, hours ("open now" in the city's time zone), services and directions. */
export function ServerDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const outlet = usePublicOutlet(id);
  return (
    <RoutePageFrame>
      <p className="outlet-back">
        <Link to={publicServeHref()}>{t('portal.serve.back')}</Link>
      </p>
      {id ? <QueryView query={outlet}>{(data) => <OutletDetail outlet={data} />}</QueryView> : <EmptyState />}
      <DistrictDetailDrawer />
    </RoutePageFrame>
  );
}
