import { type DistrictDetail, MAP_INDICATORS } from '@cityip/contracts';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../app/intl-formats.js';
import { EmptyState } from '../../components/empty-state.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { QueryView } from '../content/query-view.js';
import { OpeningStatus } from '../public-serve/opening-status.js';
import { useNow } from '../public-serve/outlet-hours.js';
import { outletHref } from '../public-serve/outlet-links.js';
import { useDistrictDetail } from './city-map.api.js';
import { DistrictApplicants } from './district-applicants.js';
import { useDistrictParam } from './district-param.js';
import { indicatorLabel } from './indicators.js';
import { districtPatentSearchHref } from './patent-search-href.js';

/** How many years the detail's table shows (newest first). */
const YEARS_SHOWN = 5;

function FiguresTable({ detail, name }: { detail: DistrictDetail; name: string }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const figures = detail.figures.slice(0, YEARS_SHOWN);
  if (figures.length === 0) return <EmptyState description={t('cityMap.detail.noFigures')} />;
  const notes = [...new Set(figures.map((f) => f.note).filter(Boolean))];
  return (
    <div className="city-map-table-wrap">
      <table className="city-map-table">
        <caption>{t('cityMap.detail.figuresCaption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cityMap.detail.indicator')}</th>
            {figures.map((figure) => (
              <th key={figure.year} scope="col">
                {t('cityMap.yearValue', { year: figure.year })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MAP_INDICATORS.map((indicator) => (
            <tr key={indicator}>
              <th scope="row">{t(indicatorLabel(indicator))}</th>
              {figures.map((figure) => (
                <td key={figure.year}>{number.format(figure[indicator])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length ? (
        <p className="city-map-note">
          {t('cityMap.detail.note')}：{notes.join('；')}
        </p>
      ) : null}
    </div>
  );
}

function DistrictOutlets({ detail }: { detail: DistrictDetail }) {
  const { t } = useTranslation();
  const now = useNow();
  if (detail.stations.length === 0) return <EmptyState description={t('cityMap.detail.noOutlets')} />;
  return (
    <ul className="city-map-outlets">
      {detail.stations.map((outlet) => (
        <li key={outlet.id}>
          <Link to={outletHref(outlet.id)} className="city-map-outlet-name">
            {outlet.name}
          </Link>
          <span className="city-map-outlet-address">{outlet.address}</span>
          <OpeningStatus outlet={outlet} now={now} />
        </li>
      ))}
    </ul>
  );
}

function DistrictBody({ detail }: { detail: DistrictDetail }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const name = i18n.language === 'en-US' ? detail.district.nameEn : detail.district.name;
  return (
    <div className="city-map-detail">
      <p className="city-map-detail-patents">
        <Link to={districtPatentSearchHref(detail.district.name)} aria-describedby={`${id}-patents-hint`}>
          {t('cityMap.detail.patents', { name })}
        </Link>
        <span id={`${id}-patents-hint`} className="city-map-hint">
          {t('cityMap.detail.patentsHint')}
        </span>
      </p>
      <section aria-labelledby={`${id}-figures`}>
        <h3 id={`${id}-figures`}>{t('cityMap.detail.figures')}</h3>
        <FiguresTable detail={detail} name={name} />
      </section>
      <section aria-labelledby={`${id}-applicants`}>
        <h3 id={`${id}-applicants`}>{t('cityMap.detail.applicants')}</h3>
        <DistrictApplicants district={detail.district.name} name={name} />
      </section>
      <section aria-labelledby={`${id}-outlets`}>
        <h3 id={`${id}-outlets`}>
          {t('cityMap.detail.outlets')}（{detail.stations.length}）
        </h3>
        <DistrictOutlets detail={detail} />
      </section>
    </div>
  );
}

/**
 * The detail of the district named by `?mapDistrict=` in a drawer: a link to its patents in the
 * patent search, its figures of the last years, its applicants with the most patents (each a link
 * to their patents there), and its outlets with their opening status.
 */
export function DistrictDetailDrawer() {
  const { t, i18n } = useTranslation();
  const { code, close } = useDistrictParam();
  const detail = useDistrictDetail(code);
  const titleId = useId();
  const district = detail.data?.district;
  const title = district ? (i18n.language === 'en-US' ? district.nameEn : district.name) : t('cityMap.detail.title');
  return (
    <ReturnFocusDrawer
      open={code !== null}
      onClose={close}
      size="large"
      destroyOnHidden
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="city-map-drawer-title">
          {title}
        </h2>
      }
      closable={{ 'aria-label': t('cityMap.detail.close') }}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <QueryView query={detail}>{(data) => <DistrictBody detail={data} />}</QueryView>
    </ReturnFocusDrawer>
  );
}
