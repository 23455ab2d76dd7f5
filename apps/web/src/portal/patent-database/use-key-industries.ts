import type { Industry } from '@cityip/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRuntimeConfig, useRuntimeConfig } from '../../config/runtime-config.js';

/**
 * The city's key industries in their configured order, null until /api/config has answered. Asks
 * for the config again when the load at start-up failed, so the page recovers without a reload.
 */
export function useKeyIndustries(): readonly Industry[] | null {
  const config = useRuntimeConfig();
  useEffect(() => {
    if (!config) loadRuntimeConfig().catch(() => undefined);
  }, [config]);
  return config ? (config.industries ?? []) : null;
}

/** An industry's description in the UI language. */
export function useIndustryDescription(): (industry: Industry) => string {
  const { i18n } = useTranslation();
  return (industry) => (i18n.language === 'en-US' ? industry.descriptionEn : industry.description);
}
