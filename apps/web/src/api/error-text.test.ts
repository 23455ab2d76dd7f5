import { afterEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../test/client-harness.js';
import { envelopeReply } from '../../test/fake-server.js';
import { setLanguage } from '../i18n/index.js';
import { ApiError } from './api-error.js';
import { configureClient } from './client-config.js';
import { requestErrorText } from './error-text.js';
import { request } from './http-client.js';

const fail = (options: Parameters<typeof request>[0]): Promise<ApiError> =>
  request(options).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('request errors as user text', () => {
  const ctx = useClientHarness();
  afterEach(() => setLanguage('zh-CN'));

  it('turns a timeout into the translated timeout text, not the technical message', async () => {
    configureClient({ timeoutMs: 100 });
    ctx.server.handle(() => ({ hang: true }));
    storeTokens({ visitor: 'bearer v1' });
    const error = await fail({ url: '/slow' });
    expect(error.messageKey).toBe('error.timeout');
    expect(error.message).toMatch(/timed out/);
    expect(requestErrorText(error)).toBe('请求超时，请稍后再试');
    await setLanguage('en-US');
    expect(requestErrorText(error)).toBe('The request timed out. Please try again later.');
  });

  it('turns an unreachable server into the translated network text', async () => {
    storeTokens({ visitor: 'bearer v1' });
    configureClient({ origin: 'http://127.0.0.1:1' });
    const error = await fail({ url: '/a' });
    expect(error.kind).toBe('network');
    expect(requestErrorText(error)).toBe('网络连接失败，请检查网络后重试');
  });

  it('falls back to error.server for an HTTP error without an envelope, and shows that instead of "HTTP 502"', async () => {
    storeTokens({ visitor: 'bearer v1' });
    ctx.server.handle(() => ({ status: 502, raw: '<html>Bad Gateway</html>', headers: { 'x-request-id': 'req-7' } }));
    const error = await fail({ url: '/a' });
    expect(requestErrorText(error)).toBe('服务异常，请稍后再试（请求编号：req-7）');
    expect(ctx.seen.messages.map((m) => m.text)).toEqual(['服务异常，请稍后再试（请求编号：req-7）']);
  });

  it('prefers the server’s own msg, and is silent about failures the client already reported', async () => {
    storeTokens({ visitor: 'bearer v1' });
    ctx.server.handle(() => envelopeReply(409, null, '系统中至少需要保留一名启用的超级管理员', 409));
    expect(requestErrorText(await fail({ url: '/a', silent: true }))).toBe('系统中至少需要保留一名启用的超级管理员');
    expect(requestErrorText(new ApiError('code 401', 'business', 200, 401, null, true))).toBeNull();
    expect(requestErrorText(new TypeError('x is undefined'))).toBe('服务异常，请稍后再试（请求编号：-）');
  });

  it('translates with the caller’s translate function when given one', () => {
    const error = new ApiError('Failed to fetch', 'network', 0, 0);
    expect(requestErrorText(error, (key) => `[${key}]`)).toBe('[error.network]');
  });
});
