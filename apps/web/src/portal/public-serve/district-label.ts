import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** A district's name in the UI language from the city profile in /api/config (the code until it is loaded). */
export function useConfigDistrictName(): (code: string) => string {
  const { i18n } = useTranslation();
  const districts = useRuntimeConfig()?.districts;
  const english = i18n.language === 'en-US';
  return useCallback(
    (code: string) => {
      const district = districts?.find((d) => d.code === code);
      if (!district) return code;
      return english ? district.nameEn : district.name;
    },
    [districts, english],
  );
}
