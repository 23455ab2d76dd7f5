import type { CityMap, StationSummary } from '@cityip/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DistrictButton } from '../city-map/district-button.js';
import { useDistrictName } from '../city-map/district-names.js';
import { useDistrictParam } from '../city-map/district-param.js';
import { DistrictPatentsLink } from '../city-map/district-patents-link.js';
import { MapCanvas } from '../city-map/map-canvas.js';
import { MapCaption } from '../city-map/map-caption.js';
import { mapDistrictSearchHref } from '../city-map/patent-search-href.js';
import { outletHref } from './outlet-links.js';
import { outletMapOption } from './outlet-map-option.js';

/**
 * The outlets as markers on the district map: a marker leads to the outlet's detail, a district
 * to its patents in the patent search. For keyboards and screen readers the outlet list below
 * offers the markers' links, and under the drawing each district's name has the same patent
 * search as a link, besides a button that opens the district's detail drawer.
 */
export function OutletMap({
  map,
  outlets,
  highlight,
  label,
  className,
}: {
  map: CityMap;
  outlets: readonly StationSummary[];
  highlight: string | null;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useDistrictName(map);
  const { open } = useDistrictParam();
  const districtsLabel = useId();
  const patentsLabel = useId();
  const option = useMemo(() => {
    const counts = new Map<string, number>();
    for (const outlet of outlets) counts.set(outlet.district, (counts.get(outlet.district) ?? 0) + 1);
    return outletMapOption(
      outlets,
      {
        district: name,
        outletsIn: (code) => t('portal.serve.outletTotal', { total: counts.get(code) ?? 0 }),
        clickHint: t('cityMap.clickHint'),
      },
      highlight,
    );
  }, [outlets, name, highlight, t]);
  return (
    <figure className="serve-map">
      <MapCanvas
        map={map}
        option={option}
        label={label}
        className={className}
        onHit={(hit) =>
          void navigate(hit.kind === 'marker' ? outletHref(hit.id) : mapDistrictSearchHref(map, hit.code))
        }
      />
      <figcaption>
        <MapCaption map={map} />
      </figcaption>
      <div className="serve-map-districts">
        <span id={districtsLabel}>{t('portal.serve.districtDetails')}</span>
        <ul aria-labelledby={districtsLabel}>
          {map.geoJson.features.map(({ properties: { code } }) => (
            <li key={code}>
              <DistrictButton name={name(code)} onOpen={() => open(code)} />
            </li>
          ))}
        </ul>
      </div>
      <div className="serve-map-districts">
        <span id={patentsLabel}>{t('portal.serve.districtPatents')}</span>
        <ul aria-labelledby={patentsLabel}>
          {map.geoJson.features.map(({ properties: { code } }) => (
            <li key={code}>
              <DistrictPatentsLink map={map} code={code}>
                {name(code)}
              </DistrictPatentsLink>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
