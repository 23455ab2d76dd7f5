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
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String(i).padStart(2, '0')}`);
const pendingLogin = (step: 'enrol' | 'verify') => {
  const reply = loginReply('admin', 'pending1', 600);
  return { ...reply, body: { ...reply.body, mfaRequired: step } };
};

describe('case 3: the second login step in the browser', () => {
  let secondStep: (r: Received) => ReturnType<typeof envelopeReply> = () => envelopeReply(200, null);
  let loginStep: 'enrol' | 'verify' = 'enrol';
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/config')
      return envelopeReply(200, { aesKey: AES_KEY, clientId: 'p', cityName: '示范市', demo: true });
    if (r.path === '/api/login') return pendingLogin(loginStep);
    if (r.path === '/api/second-factor/enrol') {
      return envelopeReply(200, { otpauthUri: `otpauth://totp/x:admin?secret=${SECRET}`, secret: SECRET });
    }
    if (r.path.startsWith('/api/second-factor/')) return secondStep(r);
    if (r.path === '/api/check/token') return envelopeReply(200, true);
    return envelopeReply(200, null);
  });
  beforeEach(() => {
    registerFeedback(null);
    setRuntimeConfig(null);
  });

  const logIn = async (user: ReturnType<typeof userEvent.setup>) => {
    // The login page is a lazy chunk: on a busy machine it can take longer than the default second.
    await user.type(await screen.findByLabelText('邮箱', {}, { timeout: 10_000 }), 'admin@demo.local');
    await user.type(screen.getByLabelText('密码'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /登录/ }));
  };

  it('enrols with the QR code and the first code, shows the recovery codes once, then enters the back office', async () => {
    const user = userEvent.setup({ delay: null });
    loginStep = 'enrol';
    secondStep = (r) =>
      r.path === '/api/second-factor/enrol/confirm' && (r.body as { code: string }).code === '123456'
        ? { body: { ...loginReply('admin', 'verified1').body, recoveryCodes: CODES } }
        : envelopeReply(
            1001,
            { captchaRequired: false, lockedUntil: null },
            '动态验证码或恢复码错误，或该验证码已使用过',
          );
    const { router } = renderApp('/login');
    await logIn(user);

    expect(await screen.findByRole('img', { name: '身份验证器绑定二维码' })).toBeTruthy();
    expect(screen.getByText(SECRET)).toBeTruthy();
    // The pending token is used for the second step only; the browser holds no session yet.
    expect(ctx.server.calls('/api/second-factor/enrol')[0]?.headers.authorization).toBe('bearer pending1');
    expect(getSession().token).toBe('');

    await user.type(screen.getByLabelText('动态验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /绑定并登录/ }));
    const refusal = await screen.findByText('动态验证码或恢复码错误，或该验证码已使用过');
    expect(refusal.closest('[aria-live]')).toBeTruthy();
    expect(getSession().token).toBe('');

    await user.type(screen.getByLabelText('动态验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /绑定并登录/ }));
    const list = await screen.findByRole('list', { name: '恢复码列表' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(getSession()).toMatchObject({ token: 'bearer verified1', role: 'admin', hasLogin: true });
    await user.click(screen.getByRole('button', { name: '我已保存，继续' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backStackSupport/account/infos'));
  });

  it('verifies an enrolled account with a code or a recovery code', async () => {
    const user = userEvent.setup({ delay: null });
    loginStep = 'verify';
    secondStep = () => loginReply('admin', 'verified2');
    const { router } = renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText('动态验证码或恢复码'), 'aaaa-bbbb-cccc-dd00');
    await user.click(screen.getByRole('button', { name: /验证并登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backStackSupport/account/infos'));
    expect(ctx.server.calls('/api/second-factor/verify')[0]?.body).toEqual({ code: 'aaaa-bbbb-cccc-dd00' });
    expect(getSession().token).toBe('bearer verified2');
  });
});
