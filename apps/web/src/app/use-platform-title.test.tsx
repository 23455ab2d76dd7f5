import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { setLanguage } from '../i18n/index.js';
import { useCityName, usePlatformTitle } from './use-platform-title.js';

const config = {
  aesKey: 'k',
  clientId: 'c',
  cityName: '示范市',
  cityNameEn: 'Demo City',
  demo: true,
  districts: [],
  industries: [],
};

describe('city name and platform title per language', () => {
  afterEach(async () => {
    setRuntimeConfig(null);
    await setLanguage('zh-CN');
  });

  it('uses CITY_NAME in Chinese and CITY_NAME_EN in English', async () => {
    setRuntimeConfig(config);
    const { result } = renderHook(() => ({ city: useCityName(), title: usePlatformTitle() }));
    expect(result.current).toEqual({ city: '示范市', title: '示范市知识产权公共服务平台' });
    await act(() => setLanguage('en-US'));
    expect(result.current).toEqual({
      city: 'Demo City',
      title: 'Demo City Intellectual Property Public Service Platform',
    });
  });

  it('never shows the Chinese name in English, even when the English name is empty', async () => {
    setRuntimeConfig({ ...config, cityNameEn: '' });
    await setLanguage('en-US');
    const { result } = renderHook(() => useCityName());
    expect(result.current).toBe('City');
  });
});
