import type { PublicConfig } from '@cityip/contracts';
import type { Config } from '../../config.js';

/** The public runtime settings of the SPA (GET /api/config; also read when a page is pre-rendered). */
export function publicConfig(config: Config): PublicConfig {
  return {
    aesKey: config.loginAesKey,
    clientId: config.clientId,
    cityName: config.cityName,
    cityNameEn: config.cityNameEn,
    demo: config.demoSeed,
    districts: config.cityProfile.districts,
    industries: config.cityProfile.industries,
    timeZone: config.cityProfile.timeZone,
    sso: config.oidc ? { name: config.oidc.name } : null,
  };
}
