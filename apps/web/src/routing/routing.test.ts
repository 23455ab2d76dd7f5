import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, retryImport } from './lazy-retry.js';
import { guardAfterCheck, guardBeforeCheck, isBackOfficePath } from './route-guard.js';
import { composeDocumentTitle, menuHighlight, titleParts } from './route-meta.js';

describe('menu highlight', () => {
  it('uses the comma-separated parts of the route title', () => {
    expect(titleParts(' nav.infoUse , nav.patentSearch ,')).toEqual(['nav.infoUse', 'nav.patentSearch']);
    expect(menuHighlight({ title: 'nav.infoUse,nav.patentSearch' })).toEqual(['nav.infoUse', 'nav.patentSearch']);
  });

  it('defaults to Home', () => {
    expect(menuHighlight(undefined)).toEqual(['nav.home']);
    expect(menuHighlight({ title: '' })).toEqual(['nav.home']);
  });

  it.each([
    ['?informationType=2', 'nav.policyRegulations'],
    ['?informationType=3', 'nav.industryAnalysis'],
    ['?informationType=1', 'nav.industryNews'],
    ['', 'nav.industryNews'],
  ])('for generalInfo uses informationType (%s)', (search, key) => {
    expect(menuHighlight({ title: 'nav.home,x', name: 'generalInfo' }, search)).toEqual(['nav.home', key]);
  });

  it('composes the document title from the page and platform titles', () => {
    expect(composeDocumentTitle('专利检索', '示范市知识产权公共服务平台')).toBe(
      '专利检索 - 示范市知识产权公共服务平台',
    );
    expect(composeDocumentTitle('', '平台')).toBe('平台');
  });
});

describe('route guard decision', () => {
  it('only guards back-office paths', () => {
    expect(isBackOfficePath('/backStackSupport')).toBe(true);
    expect(isBackOfficePath('/backStackSupport/account/infos')).toBe(true);
    expect(isBackOfficePath('/backStackSupportX')).toBe(false);
    expect(guardBeforeCheck('/platformPortal', '')).toBe('allow');
  });

  it('refuses a back-office path without a user token, checks one with a token', () => {
    expect(guardBeforeCheck('/backStackSupport/system/logManage', '')).toBe('deny');
    expect(guardBeforeCheck('/backStackSupport/system/logManage', 'bearer x')).toBe('check');
  });

  it('allows only a truthy check result', () => {
    expect(guardAfterCheck(true)).toBe('allow');
    for (const falsy of [false, null, undefined, 0, '']) expect(guardAfterCheck(falsy)).toBe('deny');
  });
});

describe('lazy chunk retry', () => {
  it('retries a failed load up to 2 more times', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValue('module');
    await expect(retryImport(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the limit with a ChunkLoadError of type missing', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    const error = await retryImport(load).catch((e: unknown) => e);
    expect(load).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('times out each attempt (120000 ms by default) with type timeout', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<string>(() => {}));
    const result = retryImport(load).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2 * 120_000);
    const error = await result;
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });

  it('marks stylesheet failures CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await retryImport(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css')), {
      retries: 0,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
