import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config.js';

/**
 * The city name from /api/config in the UI language (CITY_NAME, or CITY_NAME_EN in English), or
 * the generic word for city until it is known. English never falls back to the Chinese name.
 */
export function useCityName(): string {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const name = i18n.language === 'en-US' ? config?.cityNameEn : config?.cityName;
  return name || t('app.defaultCity');
}

/** The page title of the platform: "<city>知识产权公共服务平台" (spec section 1). */
export function usePlatformTitle(): string {
  const { t } = useTranslation();
  return t('app.title', { city: useCityName() });
}
