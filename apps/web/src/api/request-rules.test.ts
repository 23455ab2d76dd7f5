import { REQUEST_TIMEOUT_MS } from '@cityip/contracts';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens, useClientHarness } from '../../test/client-harness.js';
import { envelopeReply } from '../../test/fake-server.js';
import { i18n } from '../i18n/index.js';
import { ApiError } from './api-error.js';
import { clientConfig, configureClient, resetClientConfig } from './client-config.js';
import { request } from './http-client.js';

const ok = (data: unknown = null) => envelopeReply(200, data, 'ok');

describe('request rules (spec section 7)', () => {
  const ctx = useClientHarness(() => ok());

  it('sends the user token for ordinary calls when a user is signed in', async () => {
    storeTokens({ token: 'bearer user-1', visitor: 'bearer visitor-1', role: 'admin' });
    await request({ url: '/admin/users' });
    expect(ctx.server.calls('/api/admin/users')[0]?.headers.authorization).toBe('bearer user-1');
  });

  it('sends the visitor token as a bearer when there is no user token', async () => {
    storeTokens({ visitor: 'bearer visitor-1', role: 'visitor' });
    await request({ url: '/account/me' });
    expect(ctx.server.calls('/api/account/me')[0]?.headers.authorization).toBe('bearer visitor-1');
  });

  it('sends the database token for data-search paths, even with a user token', async () => {
    storeTokens({ token: 'bearer user-1', visitor: 'bearer visitor-1', database: 'bearer db-1', role: 'admin' });
    await request({ url: '/data/health' });
    expect(ctx.server.calls('/api/data/health')[0]?.headers.authorization).toBe('bearer db-1');
  });

  it.each(['/captchaImage', '/oauth/refresh', '/login'])('sends no Authorization to %s', async (url) => {
    storeTokens({ token: 'bearer user-1', visitor: 'bearer visitor-1', role: 'admin' });
    await request({ url, method: url === '/captchaImage' ? 'GET' : 'POST', data: {} });
    const call = ctx.server.calls(`/api${url}`)[0];
    expect(call).toBeDefined();
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('fetches .json URLs from the origin without /api and hands the file over as data', async () => {
    ctx.server.handle((r) => (r.path === '/static/menu.json' ? { body: [{ title: 'x' }] } : { status: 404 }));
    storeTokens({ visitor: 'bearer visitor-1' });
    const response = await request<unknown[]>({ url: '/static/menu.json' });
    expect(ctx.server.received.map((r) => r.path)).toEqual(['/static/menu.json']);
    expect(response).toEqual({ code: 200, msg: '', data: [{ title: 'x' }] });
  });

  it('sends JSON with the UI language, query params and a JSON body', async () => {
    configureClient({ language: () => i18n.language });
    await i18n.changeLanguage('en-US');
    storeTokens({ visitor: 'bearer visitor-1' });
    await request({ url: '/admin/users', method: 'POST', params: { page: 2, role: undefined }, data: { a: 1 } });
    await i18n.changeLanguage('zh-CN');
    const call = ctx.server.calls('/api/admin/users')[0];
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.headers['accept-language']).toBe('en-US');
    expect(call?.query.toString()).toBe('page=2');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('declares no JSON body on a bodiless POST (the server refuses an empty JSON body)', async () => {
    await request({ url: '/oauth/visitor', method: 'POST' });
    expect(ctx.server.calls('/api/oauth/visitor')[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends credentials', async () => {
    storeTokens({ visitor: 'bearer visitor-1' });
    const spy = vi.spyOn(globalThis, 'fetch');
    await request({ url: '/account/me' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('times out after the configured time (65 s by default) and rejects with the error', async () => {
    expect(clientConfig().timeoutMs).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(65_000);
    configureClient({ timeoutMs: 150 });
    ctx.server.handle(() => ({ hang: true }));
    storeTokens({ visitor: 'bearer visitor-1' });
    const started = Date.now();
    const error = await request({ url: '/slow' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    resetClientConfig();
  });

  it('resolves with the envelope for business codes it does not handle', async () => {
    ctx.server.handle(() => envelopeReply(1001, { captchaRequired: true, lockedUntil: null }, '邮箱或密码错误'));
    const response = await request({ url: '/login', method: 'POST', data: {} });
    expect(response).toEqual({ code: 1001, msg: '邮箱或密码错误', data: { captchaRequired: true, lockedUntil: null } });
    expect(ctx.seen.messages).toEqual([]);
  });

  it('rejects HTTP errors with the envelope, showing msg unless silent', async () => {
    storeTokens({ visitor: 'bearer visitor-1' });
    ctx.server.handle(() => envelopeReply(400, { errors: [{ field: 'email', message: 'bad' }] }, 'invalid', 400));
    const loud = (await request({ url: '/x', method: 'POST', data: {} }).catch((e) => e)) as ApiError;
    expect(loud.status).toBe(400);
    expect(loud.envelope?.data).toEqual({ errors: [{ field: 'email', message: 'bad' }] });
    expect(ctx.seen.messages).toMatchObject([{ level: 'warning', text: 'invalid', duration: 1.5 }]);
    await request({ url: '/x', method: 'POST', data: {}, silent: true }).catch(() => undefined);
    expect(ctx.seen.messages).toHaveLength(1);
  });

  it('resolves blobs with the file name from Content-Disposition', async () => {
    storeTokens({ token: 'bearer user-1', role: 'admin' });
    ctx.server.handle(() => ({
      raw: 'a,b\n1,2\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="logs.csv"; filename*=UTF-8''%E6%97%A5%E5%BF%97.csv`,
      },
    }));
    const response = (await request<Blob>({ url: '/admin/logs/export', responseType: 'blob' })) as unknown as {
      code: number;
      data: Blob;
      filename: string;
    };
    expect(response.code).toBe(200);
    expect(response.filename).toBe('日志.csv');
    expect(await response.data.text()).toBe('a,b\n1,2\n');
  });
});
