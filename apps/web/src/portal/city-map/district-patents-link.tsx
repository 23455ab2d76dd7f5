import type { CityMap } from '@cityip/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDistrictName } from './district-names.js';
import { mapDistrictSearchHref } from './patent-search-href.js';

/**
 * A real link to the patent search of a district of the map: what a click on the district in the
 * drawing does, for keyboards and screen readers (the drawing is a picture to them). Its name
 * says which district, whatever short text it shows.
 */
export function DistrictPatentsLink({ map, code, children }: { map: CityMap; code: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const name = useDistrictName(map)(code);
  return (
    <Link
      to={mapDistrictSearchHref(map, code)}
      className="city-map-patents-link"
      aria-label={t('cityMap.districtPatents', { name })}
    >
      {children ?? t('cityMap.patentsLink')}
    </Link>
  );
}
