import { PASSWORD_MAX_LENGTH, PublicConfigSchema, TEXT_LIMITS } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { publicConfig } from './public-config.js';

describe('GET /api/config from the settings', () => {
  it('states every setting it repeats within the bounds the start-up check enforces', () => {
    const longest = {
      CLIENT_ID: 'c'.repeat(TEXT_LIMITS.code),
      CITY_NAME: '市'.repeat(TEXT_LIMITS.name),
      CITY_NAME_EN: 'C'.repeat(TEXT_LIMITS.name),
      OIDC_ISSUER: 'https://id.example.gov.cn',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: '认'.repeat(TEXT_LIMITS.name),
      LOGIN_AES_KEY: 'k'.repeat(32),
    };
    const answer = PublicConfigSchema.safeParse(publicConfig(loadConfig(longest)));
    expect(answer.error?.issues ?? []).toEqual([]);
  });

  it.each(['CLIENT_ID', 'CITY_NAME', 'CITY_NAME_EN', 'OIDC_NAME'])(
    'refuses to start with a %s longer than the answer states',
    (setting) => {
      expect(() => loadConfig({ [setting]: 'x'.repeat(TEXT_LIMITS.name + 1) })).toThrow(
        new RegExp(`${setting}: must be at most`),
      );
    },
  );

  it.each(['ADMIN_PASSWORD', 'VISITOR_PASSWORD'])(
    'refuses to start with a %s longer than the login accepts, and takes the longest it accepts',
    (setting) => {
      expect(() => loadConfig({ [setting]: 'Aa1!'.repeat(PASSWORD_MAX_LENGTH / 4) })).not.toThrow();
      expect(() => loadConfig({ [setting]: `${'Aa1!'.repeat(PASSWORD_MAX_LENGTH / 4)}x` })).toThrow(
        new RegExp(`${setting}: must be at most ${PASSWORD_MAX_LENGTH}`),
      );
    },
  );

  it('refuses to start with an admin address longer than an account may have', () => {
    const address = `${'a'.repeat(TEXT_LIMITS.email)}@example.gov.cn`;
    expect(() => loadConfig({ ADMIN_EMAIL: address })).toThrow(/ADMIN_EMAIL/);
  });
});
