import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config.js';

/** The city name from /api/config, or the generic word for city until it is known. */
export function useCityName(): string {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  return config?.cityName || t('app.defaultCity');
}

/** The page title of the platform: "<city>知识产权公共服务平台" (spec section 1). */
export function usePlatformTitle(): string {
  const { t } = useTranslation();
  return t('app.title', { city: useCityName() });
}
