import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createOutboundPolicy } from '../../lib/outbound/outbound-policy.js';
import { assertConfiguredUrl } from '../../lib/outbound/setting-check.js';

const CLIENT = { clientId: 'portal', clientSecret: 'a-client-secret-of-enough-length', name: '测试统一认证' };

/** A loopback HTTP server answering JSON per path and recording every path asked. */
async function jsonServer(host: string, answers: (port: number) => Record<string, object>) {
  const hits: string[] = [];
  let port = 0;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const body = answers(port)[path];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  port = (server.address() as AddressInfo).port;
  return { port, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('case 17: SSRF guard on the OpenID provider (OIDC_ISSUER)', () => {
  it('stops the start when the issuer is an internal address the deployment does not allow', async () => {
    await expect(
      createTestApp({ oidc: { issuer: 'http://127.0.0.1:9/', ...CLIENT }, outboundAllowHosts: [] }),
    ).rejects.toThrow(/OIDC_ISSUER: http:\/\/127\.0\.0\.1:9\/ is refused as an outbound target \(loopback\)/);
    const log = { warn: () => undefined };
    await expect(
      assertConfiguredUrl(createOutboundPolicy([]), 'OIDC_ISSUER', 'https://169.254.169.254/', log),
    ).rejects.toThrow(/OIDC_ISSUER.*\(linkLocal\)/);
    await expect(
      assertConfiguredUrl(createOutboundPolicy(['169.254.0.0/16']), 'OIDC_ISSUER', 'https://169.254.169.254/', log),
    ).resolves.toBeUndefined();
  }, 60_000);

  describe('an allowed issuer whose metadata names an internal token endpoint', () => {
    let t: TestApp;
    let issuer: Awaited<ReturnType<typeof jsonServer>>;
    let internal: Awaited<ReturnType<typeof jsonServer>>;
    beforeAll(async () => {
      internal = await jsonServer('127.0.0.3', () => ({ '/token': { access_token: 'x', token_type: 'bearer' } }));
      issuer = await jsonServer('127.0.0.1', (port) => ({
        '/.well-known/openid-configuration': {
          issuer: `http://127.0.0.1:${port}`,
          authorization_endpoint: `http://127.0.0.1:${port}/auth`,
          token_endpoint: `http://127.0.0.3:${internal.port}/token`,
          jwks_uri: `http://127.0.0.1:${port}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        },
      }));
      t = await createTestApp({
        oidc: { issuer: `http://127.0.0.1:${issuer.port}`, ...CLIENT },
        outboundAllowHosts: ['127.0.0.1'],
      });
    });
    afterAll(async () => {
      await t?.close();
      await issuer?.close();
      await internal?.close();
    });

    it('discovers through the guard but never posts the code to the internal address', async () => {
      const start = await call(t, null, 'GET', '/api/sso/authorize');
      expect(start.status, start.text).toBe(200);
      expect(issuer.hits).toContain('/.well-known/openid-configuration');
      const answer = new URLSearchParams({ code: 'a-code', state: start.body.data.state });
      const res = await call(t, null, 'GET', `/api/oauth/check_user?${answer}`, { lang: 'en-US' });
      expect([res.status, res.body.code], res.text).toEqual([502, 500]);
      expect(internal.hits).toEqual([]);
    });
  });
});
