import type { CityMap } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/**
 * The line under every map: the configured map's review number (审图号), which Chinese law
 * requires on published maps, or for the generated map that it is a schematic of no real
 * territory; and "demo data" when the figures are the demo's.
 */
export function MapCaption({ map }: { map: CityMap }) {
  const { t } = useTranslation();
  const demo = useRuntimeConfig()?.demo ?? false;
  return (
    <p className="city-map-caption">
      {map.reviewNumber ? t('cityMap.reviewNumber', { number: map.reviewNumber }) : t('cityMap.schematic')}
      {demo ? <span className="city-map-demo">{t('cityMap.demoData')}</span> : null}
    </p>
  );
}
