import './city-map.css';
import { type CityMap, MAP_INDICATORS, type MapIndicator, type MapYearFigures } from '@cityip/contracts';
import { Alert, Button, Select, Spin } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { numberFormat } from '../../app/intl-formats.js';
import { choroplethOption } from './choropleth-option.js';
import { useCityMap, useMapFigures } from './city-map.api.js';
import { DistrictButton } from './district-button.js';
import { DistrictDetailDrawer } from './district-detail-drawer.js';
import { useDistrictName } from './district-names.js';
import { useDistrictParam } from './district-param.js';
import { DistrictPatentsLink } from './district-patents-link.js';
import { figureValue, indicatorLabel, readIndicator } from './indicators.js';
import { MapCanvas } from './map-canvas.js';
import { MapCaption } from './map-caption.js';
import { mapDistrictSearchHref } from './patent-search-href.js';

/** Address keys of the section, prefixed so they never clash with the embedding page's own. */
const YEAR_PARAM = 'mapYear';
const INDICATOR_PARAM = 'mapIndicator';

function readYear(value: string | null): number | null {
  const year = Number(value);
  return value && Number.isInteger(year) ? year : null;
}

interface ChoroplethProps {
  map: CityMap;
  data: MapYearFigures;
  indicator: MapIndicator;
}

/**
 * The map and, beside it, the same figures as a table. A click on a district in the drawing opens
 * the patent search of the district; in the table each row has that as a link (the keyboard's and
 * screen reader's way, the drawing being a picture to them), and the district's name opens its detail.
 */
function Choropleth({ map, data, indicator }: ChoroplethProps) {
  const { t, i18n } = useTranslation();
  const name = useDistrictName(map);
  const { open } = useDistrictParam();
  const navigate = useNavigate();
  const number = numberFormat(i18n.language);
  const indicatorName = t(indicatorLabel(indicator));
  const year = data.year === null ? t('cityMap.noYear') : t('cityMap.yearValue', { year: data.year });
  const option = useMemo(
    () =>
      choroplethOption(map, data, indicator, {
        district: name,
        number: (value) => number.format(value),
        indicator: indicatorName,
        outlets: t('cityMap.outletsColumn'),
        noData: t('cityMap.noData'),
        clickHint: t('cityMap.clickHint'),
      }),
    [map, data, indicator, name, number, indicatorName, t],
  );
  const codes = map.geoJson.features.map((f) => f.properties.code);
  return (
    <div className="city-map-body">
      <figure className="city-map-figure">
        <MapCanvas
          map={map}
          className="city-map-canvas is-choropleth"
          option={option}
          label={t('cityMap.mapLabel', { year, indicator: indicatorName })}
          onHit={(hit) => hit.kind === 'district' && void navigate(mapDistrictSearchHref(map, hit.code))}
        />
        <figcaption>
          <MapCaption map={map} />
        </figcaption>
      </figure>
      <div className="city-map-table-wrap">
        <table className="city-map-table">
          <caption>{t('cityMap.tableCaption', { year, indicator: indicatorName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cityMap.districtColumn')}</th>
              <th scope="col">{indicatorName}</th>
              <th scope="col">{t('cityMap.outletsColumn')}</th>
              <th scope="col">{t('cityMap.patentsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => {
              const value = figureValue(data.figures, code, indicator);
              return (
                <tr key={code}>
                  <th scope="row">
                    <DistrictButton name={name(code)} onOpen={() => open(code)} />
                  </th>
                  <td>{value === null ? t('cityMap.noData') : number.format(value)}</td>
                  <td>{number.format(data.stationCounts[code] ?? 0)}</td>
                  <td>
                    <DistrictPatentsLink map={map} code={code} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The city's districts as a choropleth of one IP indicator in one year (both chosen above the
 * map and kept in the address), with tooltips, the legend, the map review number, and a table of
 * the same figures. A click on a district opens the patent search of the district (the table's
 * links do the same); its name in the table opens its detail drawer.
 * Built to be embedded: /patentStatistics shows it.
 */
export function DistrictMapSection({ title, headingLevel = 2 }: { title?: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const year = readYear(params.get(YEAR_PARAM));
  const indicator = readIndicator(params.get(INDICATOR_PARAM));
  const map = useCityMap();
  const figures = useMapFigures(year);
  const headingId = useId();
  const indicatorId = useId();
  const yearId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const shownYear = figures.data?.year ?? null;
  const failed = map.isError ? map.error : figures.isError ? figures.error : null;

  return (
    <section className="city-map-section" aria-labelledby={headingId}>
      <Heading id={headingId} className="city-map-title">
        {title ?? t('cityMap.title')}
      </Heading>
      <p className="city-map-intro">{t('cityMap.intro')}</p>
      <div className="city-map-controls">
        <span className="city-map-control">
          <label htmlFor={indicatorId}>{t('cityMap.indicatorLabel')}</label>
          <Select
            id={indicatorId}
            value={indicator}
            onChange={(value) => setParam(INDICATOR_PARAM, value)}
            options={MAP_INDICATORS.map((value) => ({ value, label: t(indicatorLabel(value)) }))}
            popupMatchSelectWidth={false}
            style={{ minWidth: 200 }}
          />
        </span>
        <span className="city-map-control">
          <label htmlFor={yearId}>{t('cityMap.yearLabel')}</label>
          <Select
            id={yearId}
            value={shownYear ?? undefined}
            placeholder={t('cityMap.noYear')}
            disabled={!figures.data?.years.length}
            onChange={(value: number) => setParam(YEAR_PARAM, String(value))}
            options={(figures.data?.years ?? []).map((value) => ({
              value,
              label: t('cityMap.yearValue', { year: value }),
            }))}
            style={{ minWidth: 120 }}
          />
        </span>
      </div>
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(failed) ?? t('cityMap.loadFailed')}
          action={
            <Button size="small" onClick={() => void (map.isError ? map.refetch() : figures.refetch())}>
              {t('cityMap.retry')}
            </Button>
          }
        />
      ) : map.data && figures.data ? (
        <>
          {figures.data.year === null ? <Alert type="info" showIcon title={t('cityMap.noFigures')} /> : null}
          <Choropleth map={map.data} data={figures.data} indicator={indicator} />
        </>
      ) : (
        <div className="content-loading" aria-busy="true">
          <Spin description={t('display.loading')} />
        </div>
      )}
      <DistrictDetailDrawer />
    </section>
  );
}
