import { Code, decryptPassword } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, loginReply, type Received, type Reply } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { registerFeedback } from '../../api/feedback.js';
import { getSession } from '../../auth/session-store.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { providerPage } from './sso-api.js';

const AES_KEY = 'cityip-demo-key!';
const PROVIDER_URL = 'https://idp.example.org/auth?state=s1';

describe('/sso/login', () => {
  let sso: { name: string } | null = { name: '测试统一认证' };
  let checkUser: (r: Received) => Reply = () => loginReply('common', 'c1');
  let link: (r: Received) => Reply = () => loginReply('common', 'c1');
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/config')
      return envelopeReply(200, { aesKey: AES_KEY, clientId: 'p', cityName: '示范市', demo: true, sso });
    if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
    if (r.path === '/api/sso/authorize') return envelopeReply(200, { url: PROVIDER_URL, state: 's1' });
    if (r.path === '/api/oauth/check_user') return checkUser(r);
    if (r.path === '/api/sso/link') return link(r);
    if (r.path === '/api/second-factor/verify') return loginReply('admin', 'verified1');
    if (r.path === '/api/check/token') return envelopeReply(200, true);
    return envelopeReply(200, null);
  });
  beforeEach(() => {
    registerFeedback(null);
    setRuntimeConfig(null);
    window.sessionStorage.clear();
    sso = { name: '测试统一认证' };
    checkUser = () => loginReply('common', 'c1');
    link = () => loginReply('common', 'c1');
  });

  it('starts the login at the provider and remembers the state in this browser', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    renderApp('/sso/login');
    await waitFor(() => expect(open).toHaveBeenCalledWith(PROVIDER_URL));
    expect(window.sessionStorage.getItem('sso_state')).toBe('s1');
    expect(screen.getByRole('status').textContent).toContain('正在跳转到统一身份认证');
  });

  it('explains that no provider is configured and leads back to the password login', async () => {
    sso = null;
    const { router } = renderApp('/sso/login');
    expect(await screen.findByText(/SSO provider not configured/)).toBeTruthy();
    expect(ctx.server.calls('/api/sso/authorize')).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '使用账号密码登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('finishes the answer it started: check_user once, the session saved, then home', async () => {
    window.sessionStorage.setItem('sso_state', 's1');
    const { router } = renderApp('/sso/login?code=c-1&state=s1&iss=https%3A%2F%2Fidp.example.org');
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    const calls = ctx.server.calls('/api/oauth/check_user');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      code: 'c-1',
      state: 's1',
      iss: 'https://idp.example.org',
    });
    expect(getSession()).toMatchObject({ token: 'bearer c1', role: 'common', hasLogin: true });
    expect(window.sessionStorage.getItem('sso_state')).toBeNull();
  });

  it('sends staff to the back office', async () => {
    window.sessionStorage.setItem('sso_state', 's1');
    checkUser = () => loginReply('admin', 'a1');
    const { router } = renderApp('/sso/login?code=c-1&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backStackSupport/account/infos'));
  });

  it('asks staff whose role needs it for the second factor before any session is saved (case 3)', async () => {
    window.sessionStorage.setItem('sso_state', 's1');
    checkUser = () => {
      const reply = loginReply('admin', 'pending1', 600);
      return { ...reply, body: { ...reply.body, mfaRequired: 'verify' } };
    };
    const { router } = renderApp('/sso/login?code=c-1&state=s1');
    const field = await screen.findByLabelText('动态验证码或恢复码');
    expect(getSession().token).toBe('');
    expect(router.state.location.pathname).toBe('/sso/login');

    await userEvent.setup({ delay: null }).type(field, '123456');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /验证并登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backStackSupport/account/infos'));
    const verify = ctx.server.calls('/api/second-factor/verify');
    expect(verify[0]?.headers.authorization).toBe('bearer pending1');
    expect(getSession()).toMatchObject({ token: 'bearer verified1', role: 'admin', hasLogin: true });
  });

  it('refuses an answer this browser did not start, without calling the server', async () => {
    renderApp('/sso/login?code=c-1&state=someone-elses');
    expect(await screen.findByText(/不是由本浏览器发起的/)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(ctx.server.calls('/api/oauth/check_user')).toHaveLength(0);
    expect(getSession().token).toBe('');
  });

  it("shows the server's refusal and the provider's own refusal, with the ways back", async () => {
    window.sessionStorage.setItem('sso_state', 's1');
    checkUser = () => envelopeReply(400, null, '统一身份认证登录已过期或已使用，请重新发起登录', 400);
    renderApp('/sso/login?code=c-1&state=s1');
    expect(await screen.findByText('统一身份认证登录已过期或已使用，请重新发起登录')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '统一身份认证登录未完成' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新进行统一身份认证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '使用账号密码登录' })).toBeTruthy();
  });

  it('reports a login the provider refused', async () => {
    renderApp('/sso/login?error=access_denied&state=s1');
    expect(await screen.findByText(/统一身份认证服务未完成登录/)).toBeTruthy();
    expect(ctx.server.calls('/api/oauth/check_user')).toHaveLength(0);
  });

  it('asks for the existing account password when a link is needed, shows a refusal, then links', async () => {
    window.sessionStorage.setItem('sso_state', 's1');
    checkUser = () => envelopeReply(Code.SSO_LINK_REQUIRED, { ticket: 'tk-1', email: 'person@demo.local' }, '需绑定');
    const answers = [
      () => envelopeReply(Code.LOGIN_FAILED, { captchaRequired: false, lockedUntil: null }, '邮箱或密码错误'),
      () => loginReply('common', 'c2'),
    ];
    link = () => (answers.shift() ?? answers[0])?.() ?? envelopeReply(500);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sso/login?code=c-1&state=s1');
    const heading = await screen.findByRole('heading', { level: 2, name: '绑定已有账号' });
    // Queries stay inside the form: the whole page (header, menus) makes role queries slow in jsdom.
    const form = within(heading.closest('form') as HTMLFormElement);
    expect(form.getByText(/person@demo\.local 已注册本平台账号/)).toBeTruthy();
    const password = form.getByLabelText('本平台账号密码');
    const submit = form.getByRole('button', { name: '确认绑定并登录' });

    await user.type(password, 'Wrong@12345');
    await user.click(submit);
    const refusal = await form.findByText('邮箱或密码错误');
    expect(refusal.closest('[aria-live]')).toBeTruthy();
    expect(getSession().token).toBe('');

    await user.clear(password);
    await user.type(password, 'Person@12345');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    const sent = ctx.server.calls('/api/sso/link')[1]?.body as { ticket: string; password: string };
    expect(sent.ticket).toBe('tk-1');
    expect(decryptPassword(sent.password, AES_KEY)).toBe('Person@12345');
    expect(getSession()).toMatchObject({ token: 'bearer c2', role: 'common' });
  }, 30_000);

  it('puts the unified login button on the login page only when a provider is configured', async () => {
    const { router, unmount } = renderApp('/login');
    const button = await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(screen.getByText(/使用测试统一认证账号登录/)).toBeTruthy();
    vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    await userEvent.setup({ delay: null }).click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sso/login'));
    unmount();

    sso = null;
    setRuntimeConfig(null);
    renderApp('/login');
    expect(await screen.findByLabelText('邮箱')).toBeTruthy();
    await waitFor(() => expect(ctx.server.calls('/api/config').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: '统一身份认证登录' })).toBeNull();
  });
});
