import { decryptPassword } from '@cityip/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, loginReply, type Received } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { registerFeedback } from '../../api/feedback.js';
import { getSession } from '../../auth/session-store.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';

const AES_KEY = 'cityip-demo-key!';
const refusal = (code: number, msg: string, captchaRequired: boolean) =>
  envelopeReply(code, { captchaRequired, lockedUntil: null }, msg);

describe('login page', () => {
  let answers: Array<(r: Received) => ReturnType<typeof envelopeReply>> = [];
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/config')
      return envelopeReply(200, { aesKey: AES_KEY, clientId: 'p', cityName: '示范市', demo: true });
    if (r.path === '/api/captchaImage') {
      return envelopeReply(200, {
        captchaId: `c${ctx.server.calls('/api/captchaImage').length}`,
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
    }
    if (r.path === '/api/login') return (answers.shift() ?? (() => loginReply('admin', 'a1')))(r);
    if (r.path === '/api/check/token') return envelopeReply(200, true);
    return envelopeReply(200, null);
  });
  beforeEach(() => {
    registerFeedback(null);
    setRuntimeConfig(null);
    answers = [];
  });

  it('labels its fields and links to registration and password recovery', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('邮箱')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    expect(screen.getByRole('link', { name: '注册账号' }).getAttribute('href')).toBe('/personAuth');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/personAuth?mode=forgot');
    expect(document.title).toMatch(/^登录 - /);
  });

  it('encrypts the password, shows each refusal, asks for the captcha, then logs the admin in', async () => {
    const user = userEvent.setup({ delay: null });
    answers = [
      () => refusal(1001, '邮箱或密码错误', true),
      () => refusal(1003, '图形验证码错误或已过期，请重新获取', true),
      () => loginReply('admin', 'a1'),
    ];
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('邮箱'), 'admin@demo.local');
    await user.type(screen.getByLabelText('密码'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /登录/ }));

    expect(await screen.findByText('邮箱或密码错误')).toBeTruthy();
    const first = ctx.server.calls('/api/login')[0];
    const sent = first?.body as { email: string; password: string };
    expect(first?.headers.authorization).toBeUndefined();
    expect(sent.email).toBe('admin@demo.local');
    expect(sent.password).not.toContain('Admin@12345');
    expect(decryptPassword(sent.password, AES_KEY)).toBe('Admin@12345');
    expect(getSession().token).toBe('');

    // The server now requires the captcha: image and input appear.
    const code = await screen.findByLabelText('图形验证码');
    await waitFor(() => expect(ctx.server.calls('/api/captchaImage')).toHaveLength(1));
    await user.type(code, 'abcd');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    expect(await screen.findByText('图形验证码错误或已过期，请重新获取')).toBeTruthy();
    expect(ctx.server.calls('/api/login')[1]?.body).toMatchObject({ captchaId: 'c1', captchaCode: 'abcd' });
    await waitFor(() => expect(ctx.server.calls('/api/captchaImage')).toHaveLength(2));

    // Clicking the image fetches a new one.
    await user.click(screen.getByRole('button', { name: '验证码图片，点击换一张' }));
    await waitFor(() => expect(ctx.server.calls('/api/captchaImage')).toHaveLength(3));

    await user.type(screen.getByLabelText('图形验证码'), 'wxyz');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backStackSupport/account/infos'));
    expect(getSession()).toMatchObject({ token: 'bearer a1', role: 'admin', hasLogin: true });
  });

  it.each([
    [423, '登录失败次数过多，账号已锁定，请于 2030-01-01 10:15:00 后再试'],
    [1004, '账号已被停用，请联系管理员'],
  ])('shows refusal %i in a live region', async (code, msg) => {
    const user = userEvent.setup({ delay: null });
    answers = [() => refusal(code, msg, false)];
    renderApp('/login');
    await user.type(await screen.findByLabelText('邮箱'), 'person@demo.local');
    await user.type(screen.getByLabelText('密码'), 'whatever');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    const text = await screen.findByText(msg);
    expect(text.closest('[aria-live]')).toBeTruthy();
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
  });

  it('sends an ordinary user to the redirect target', async () => {
    const user = userEvent.setup({ delay: null });
    answers = [() => loginReply('common', 'c1')];
    const { router } = renderApp('/login?redirect=%2FregisterApply');
    await user.type(await screen.findByLabelText('邮箱'), 'person@demo.local');
    await user.type(screen.getByLabelText('密码'), 'Person@12345');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registerApply'));
    expect(getSession().role).toBe('common');
  });
});
