import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const OWN_SECRETS = {
  LOGIN_AES_KEY: 'a-real-32-byte-key-for-prod-use!',
  CLIENT_SECRET: 'a-long-production-client-secret',
  VISITOR_PASSWORD: 'Visitor-Prod#2024',
  ADMIN_PASSWORD: 'Admin-Prod#2024!',
  DATA_ENCRYPTION_KEY: 'a-production-data-encryption-key',
};

describe('loadConfig', () => {
  it('has working demo defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      loginAesKey: 'cityip-demo-key!',
      accessTokenTtlSeconds: 7200,
      refreshTokenTtlSeconds: 14400,
      visitorEmail: 'visitor@demo.local',
      demoSeed: true,
      trustProxy: false,
    });
    // Default paths are at the repository root, wherever the process was started.
    expect(config.dataDir).toBe(resolve(import.meta.dirname, '../../../data'));
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads settings and resolves relative paths against the working directory', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@db:5432/portal',
      DATA_DIR: 'var/portal',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      DEMO_SEED: 'false',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      VISITOR_EMAIL: 'Guest@City.gov.cn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u@db:5432/portal',
      dataDir: resolve(process.cwd(), 'var/portal'),
      refreshTokenTtlSeconds: 1200,
      demoSeed: false,
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      visitorEmail: 'guest@city.gov.cn',
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // Empty values mean "not set" (e2e starts the server with DATABASE_URL='').
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names every bad setting', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', LOGIN_AES_KEY: 'short', DATABASE_URL: 'mysql://x', DEMO_SEED: 'perhaps' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'LOGIN_AES_KEY', 'DATABASE_URL', 'DEMO_SEED']) expect(message).toContain(name);
      expect(message).toContain('16, 24 or 32 bytes');
    }
  });

  it('refuses to start in production with demo secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /LOGIN_AES_KEY, CLIENT_SECRET, VISITOR_PASSWORD, ADMIN_PASSWORD, DATA_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, ADMIN_PASSWORD: 'Admin@12345' })).toThrow(
      /set your own ADMIN_PASSWORD\.$/,
    );
    const config = loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS });
    expect(config.demoSeed).toBe(false);
  });

  it('reads the SSO provider only when its three settings come together', () => {
    expect(loadConfig({}).oidc).toBeNull();
    const sso = { OIDC_ISSUER: 'https://id.example.gov.cn', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(sso).oidc).toEqual({
      issuer: 'https://id.example.gov.cn',
      clientId: 'portal',
      clientSecret: 's3cret',
      name: '统一身份认证',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.gov.cn' })).toThrow(/must be set together/);
  });

  it('keeps the public address without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ip.example.gov.cn/' }).publicUrl).toBe('https://ip.example.gov.cn');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});
