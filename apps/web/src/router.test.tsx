import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep, storeTokens, useClientHarness } from '../test/client-harness.js';
import { envelopeReply } from '../test/fake-server.js';
import { renderApp } from '../test/render-app.js';
import { registerFeedback } from './api/feedback.js';
import { setRuntimeConfig } from './config/runtime-config.js';
import { setLanguage } from './i18n/index.js';

const config = {
  aesKey: 'cityip-demo-key!',
  clientId: 'portal',
  cityName: '示范市',
  cityNameEn: 'Demo City',
  demo: true,
  districts: [],
  industries: [],
};
const NO_BACK_OFFICE = '当前角色无法进入后台管理，请联系管理员';

// Document title and scroll reset are passive effects, which may run after the awaited heading
// is painted: their assertions wait.
describe('router (spec section 2)', () => {
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/config') return envelopeReply(200, config);
    if (r.path === '/api/check/token') return envelopeReply(200, r.headers.authorization === 'bearer admin-1');
    if (r.path === '/api/account/me' && r.headers.authorization === 'bearer revoked-1') return envelopeReply(401, null);
    return envelopeReply(200, null);
  });
  // Messages go to the app's own antd FeedbackHost (queued until it mounts), so they are asserted on the page.
  beforeEach(() => registerFeedback(null));
  afterEach(async () => {
    setRuntimeConfig(null);
    await setLanguage('zh-CN');
  });

  it('redirects / to the portal home and titles the page', async () => {
    setRuntimeConfig(config);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '示范市知识产权公共服务平台' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/platformPortal');
    await waitFor(() => expect(document.title).toBe('示范市知识产权公共服务平台'));
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: '跳到主要内容' }).getAttribute('href')).toBe('#main-content');
    setRuntimeConfig(null);
  });

  it('leads the /home shell address to the portal home', async () => {
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/403', '无权访问', '抱歉，您无权访问此页面。'],
    ['/500', '服务异常', '抱歉，服务出现异常，请稍后再试。'],
  ])('shows the error page %s with its title', async (path, heading, text) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${heading} - 城市知识产权公共服务平台`));
  });

  it('titles the document in the UI language, with the English city name in English', async () => {
    setRuntimeConfig({ ...config, cityNameEn: 'Demo City' });
    renderApp('/patentSearch');
    await waitFor(() => expect(document.title).toBe('专利检索 - 示范市知识产权公共服务平台'));
    await act(() => setLanguage('en-US'));
    await waitFor(() =>
      expect(document.title).toBe('Patent search - Demo City Intellectual Property Public Service Platform'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Patent search' })).toBeTruthy();
  });

  it('sends unknown paths to /404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('renders a front page with title and breadcrumb, highlights its menu and resets the scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp('/patentWarning');
    expect(await screen.findByRole('heading', { level: 1, name: '专利导航预警报告' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' }).textContent).toContain('信息利用');
    expect(await screen.findByText(/专利导航预警报告围绕本市重点产业/)).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^专利导航预警报告 - /));
    // The top menu highlights the title's parts.
    expect(screen.getByRole('button', { name: '信息利用' }).closest('li')?.className).toContain('is-active');
    const before = scrollTo.mock.calls.length;
    await router.navigate('/policySearch');
    expect(await screen.findByRole('heading', { level: 1, name: '政策查询' })).toBeTruthy();
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(before));
  });

  it('refuses the back office without a user token: message, then the portal home', async () => {
    storeTokens({ visitor: 'bearer v1', role: 'visitor' });
    const { router } = renderApp('/backStackSupport/account/infos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    // The message is the antd one of the app's FeedbackHost, shown on the page.
    expect(await screen.findByText(NO_BACK_OFFICE)).toBeTruthy();
    expect(ctx.server.calls('/api/check/token')).toHaveLength(0);
  });

  it('refuses the back office when check/token is falsy', async () => {
    storeTokens({ token: 'bearer common-1', role: 'common' });
    const { router } = renderApp('/backStackSupport/account/infos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    expect(ctx.server.calls('/api/check/token')[0]?.body).toEqual({ token: 'bearer common-1' });
    expect(await screen.findByText(NO_BACK_OFFICE)).toBeTruthy();
  });

  it('tells a user whose session was revoked to log in again instead of refusing the role', async () => {
    storeTokens({ token: 'bearer revoked-1', role: 'admin' });
    const { router } = renderApp('/backStackSupport/account/infos');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    expect(await screen.findByText('当前账号登录已失效或已在其他设备登录，请重新登录')).toBeTruthy();
    expect(screen.queryByText(NO_BACK_OFFICE)).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    // The client returns to the root 0.5 s after the notice, and / leads to the portal home in place.
    await waitFor(() => expect(visited).toContain('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the back office when check/token is truthy, checks again on each navigation, menu by role', async () => {
    storeTokens({ token: 'bearer admin-1', role: 'bus' });
    const { router } = renderApp('/backStackSupport/linkManage');
    expect(await screen.findByRole('heading', { level: 1, name: '跳转链接管理' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '后台管理菜单' });
    expect(menu.textContent).toContain('政策列表');
    expect(menu.textContent).not.toContain('用户信息列表');
    expect(menu.textContent).not.toContain('日志管理');
    await waitFor(() => expect(document.title).toMatch(/^跳转链接管理 - /));
    await router.navigate('/backStackSupport/home/banner');
    expect(await screen.findByRole('heading', { level: 1, name: '首页横幅管理' })).toBeTruthy();
    expect(ctx.server.calls('/api/check/token')).toHaveLength(2);
    // A bus user opening an admin-only module sees the refusal inside the frame.
    await router.navigate('/backStackSupport/system/logManage');
    expect(await screen.findByText('当前角色无权访问此模块，请联系管理员')).toBeTruthy();
  });

  it('shows the SSO page with a clear error when no provider is configured', async () => {
    renderApp('/sso/login');
    expect(await screen.findByText(/SSO provider not configured/)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await sleep(0);
  });
});
