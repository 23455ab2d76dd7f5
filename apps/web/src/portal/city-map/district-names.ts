import type { CityMap } from '@cityip/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A district's name in the UI language, from the map's features (the code when the map has none). */
export function districtName(map: CityMap | undefined, code: string, english: boolean): string {
  const feature = map?.geoJson.features.find((f) => f.properties.code === code);
  if (!feature) return code;
  return english ? feature.properties.nameEn : feature.properties.name;
}

/** `districtName` bound to the current language. */
export function useDistrictName(map: CityMap | undefined): (code: string) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return useCallback((code: string) => districtName(map, code, english), [map, english]);
}
