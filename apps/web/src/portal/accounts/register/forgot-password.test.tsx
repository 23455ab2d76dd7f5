import { decryptPassword } from '@cityip/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Reply } from '../../../../test/fake-server.js';
import { portalHandler, TEST_CONFIG } from '../../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { PersonAuthPage } from './auth-pages.js';

const AES_KEY = 'cityip-demo-key!';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Buttons by their text: antd keeps a spinner's label in the name after loading (jsdom never ends its motion). */
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('/personAuth?mode=forgot: password recovery', () => {
  let reset: () => Reply = () => envelopeReply(200, null, '密码已重置，请使用新密码登录');
  const ctx = useClientHarness((request) => {
    if (request.path === '/api/captchaImage') return envelopeReply(200, { captchaId: 'c1', svg: '<svg/>' });
    if (request.path === '/api/config') return envelopeReply(200, { ...TEST_CONFIG, aesKey: AES_KEY });
    if (request.path === '/api/forgetPwdEmail') return envelopeReply(200, { resendAfterSeconds: 60 });
    if (request.path === '/api/forgetPwd') return reset();
    return portalHandler({})(request);
  });
  beforeEach(() => {
    reset = () => envelopeReply(200, null, '密码已重置，请使用新密码登录');
    setRuntimeConfig(null);
  });

  it('mails a code after the captcha, sets the new password with it and says every session ended', async () => {
    const { router } = renderPortalPage('/personAuth?mode=forgot', { ...ROUTES.person, Component: PersonAuthPage });
    expect(await screen.findByRole('heading', { level: 1, name: '找回密码' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.captcha-image img')).toBeTruthy());
    type('邮箱', 'li.na@example.cn');
    type('图形验证码', 'abcd');
    fireEvent.click(button('获取验证码'));
    await waitFor(() => expect(button('60 秒后重新获取')).toBeTruthy());
    expect(ctx.server.calls('/api/forgetPwdEmail')[0]?.body).toEqual({
      email: 'li.na@example.cn',
      captchaId: 'c1',
      captchaCode: 'abcd',
    });

    reset = () => envelopeReply(400, null, '验证码已失效，请重新获取', 400);
    type('邮箱验证码', '654321');
    type('新密码', 'New#Pass2025');
    type('确认新密码', 'New#Pass2025');
    fireEvent.click(button('重置密码'));
    await waitFor(() => expect(errorOf('邮箱验证码')).toBe('验证码已失效，请重新获取'));
    expect(screen.queryByText('密码已重置')).toBeNull();

    reset = () => envelopeReply(200, null, '密码已重置，请使用新密码登录');
    fireEvent.click(button('重置密码'));
    expect(await screen.findByText('该账号在所有设备上的登录均已退出，请使用新密码重新登录。')).toBeTruthy();
    const sent = writesTo(ctx.server.received, 'POST', '/api/forgetPwd').at(-1)?.body as Record<string, string>;
    expect(sent).toMatchObject({ email: 'li.na@example.cn', code: '654321' });
    expect(decryptPassword(sent.password ?? '', AES_KEY)).toBe('New#Pass2025');

    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refuses a new password that breaks the policy before sending anything', async () => {
    renderPortalPage('/personAuth?mode=forgot', { ...ROUTES.person, Component: PersonAuthPage });
    await screen.findByRole('heading', { level: 1, name: '找回密码' });
    type('邮箱', 'li.na@example.cn');
    type('邮箱验证码', '654321');
    type('新密码', 'alllowercase');
    type('确认新密码', 'alllowercase');
    fireEvent.click(button('重置密码'));
    await waitFor(() => expect(errorOf('新密码')).toMatch(/^密码须为 8–64 位/));
    expect(writesTo(ctx.server.received, 'POST', '/api/forgetPwd')).toEqual([]);
  });
});
