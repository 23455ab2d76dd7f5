import { decryptPassword } from '@cityip/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, loginReply, type Received } from '../../../../test/fake-server.js';
import { portalHandler, TEST_CONFIG } from '../../../../test/portal-test-kit.js';

const AES_KEY = 'cityip-demo-key!';

import { getSession } from '../../../auth/session-store.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildOverview, errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { PersonAuthPage } from './auth-pages.js';

const route = { ...ROUTES.person, Component: PersonAuthPage };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/**
 * The send-code button by its text (its accessible name may keep antd's "loading" icon label:
 * jsdom never ends the icon's leave motion).
 */
const codeButton = (text: string | RegExp) => {
  const button = screen.getByText(text).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
};
/** Resolves once the page shows its step-1 form with a captcha image loaded. */
async function openRegistration() {
  renderPortalPage('/personAuth', route);
  await screen.findByRole('heading', { level: 2, name: '注册账号' });
  await waitFor(() => expect(document.querySelector('.captcha-image img')).toBeTruthy());
}

describe('/personAuth, step 1: registration', () => {
  let captchas = 0;
  const ctx = useClientHarness((request: Received) => {
    if (request.path === '/api/captchaImage') {
      captchas += 1;
      return envelopeReply(200, { captchaId: `c${captchas}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    }
    if (request.path === '/api/email')
      return envelopeReply(200, { taken: request.query.get('email') === 'taken@example.cn' });
    // A short resend wait, so the test sees the countdown end.
    if (request.path === '/api/register/code') return envelopeReply(200, { resendAfterSeconds: 2 });
    if (request.path === '/api/register') return loginReply('common', 'new-user');
    if (request.path === '/api/config') return envelopeReply(200, { ...TEST_CONFIG, aesKey: AES_KEY });
    return portalHandler({ '/api/identity': buildOverview() })(request);
  });
  beforeEach(() => {
    captchas = 0;
    // The transport key comes from /api/config, which the client caches between tests.
    setRuntimeConfig(null);
  });

  it('checks every field against the contract and says an email is taken, sending nothing', async () => {
    await openRegistration();
    type('邮箱', 'taken@example.cn');
    type('登录密码', 'abcdefgh');
    type('确认密码', 'abcdefgx');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(errorOf('邮箱')).toBe('该邮箱已被注册'));
    expect(ctx.server.calls('/api/email')[0]?.query.get('email')).toBe('taken@example.cn');
    expect(errorOf('登录密码')).toMatch(/^密码须为 8–64 位/);
    expect(screen.getByText('密码强度：弱')).toBeTruthy();
    expect(errorOf('确认密码')).toBe('两次输入的密码不一致');
    expect(errorOf('姓名')).toBe('此项为必填项');
    expect(errorOf('邮箱验证码')).toBe('请输入 6 位数字验证码');
    expect(screen.getByText('请阅读并同意相关协议')).toBeTruthy();
    expect(writesTo(ctx.server.received, 'POST', '/api/register')).toEqual([]);
  });

  it('sends the code only after the captcha and counts the resend wait down', async () => {
    await openRegistration();
    type('邮箱', 'li.na@example.cn');
    fireEvent.click(codeButton('获取验证码'));
    await waitFor(() => expect(errorOf('图形验证码')).toBe('请输入图形验证码'));
    expect(ctx.server.calls('/api/register/code')).toEqual([]);

    type('图形验证码', 'wxyz');
    fireEvent.click(codeButton('获取验证码'));
    await waitFor(() => expect(codeButton(/^\d+ 秒后重新获取$/).hasAttribute('disabled')).toBe(true));
    expect(ctx.server.calls('/api/register/code')[0]?.body).toEqual({
      email: 'li.na@example.cn',
      captchaId: 'c1',
      captchaCode: 'wxyz',
    });
    expect(screen.getByText('验证码已发送至 li.na@example.cn，10 分钟内有效')).toBeTruthy();
    // The captcha was used up: a new one is fetched and the answer cleared.
    await waitFor(() => expect(captchas).toBeGreaterThanOrEqual(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    // The server said 2 s: then a new code may be requested.
    await waitFor(() => expect(codeButton('重新获取').hasAttribute('disabled')).toBe(false), { timeout: 5000 });
  });

  it('registers with the encrypted password, signs the new user in and moves on to authentication', async () => {
    await openRegistration();
    type('邮箱', 'li.na@example.cn');
    type('登录密码', 'Strong#Pass2025');
    expect(await screen.findByText('密码强度：强')).toBeTruthy();
    type('确认密码', 'Strong#Pass2025');
    type('姓名', '李娜');
    type('邮箱验证码', '123456');
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    expect(await screen.findByRole('heading', { level: 2, name: '实名认证' }, { timeout: 5000 })).toBeTruthy();
    const sent = writesTo(ctx.server.received, 'POST', '/api/register')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'li.na@example.cn',
      code: '123456',
      name: '李娜',
      accountType: 'person',
      agreeTerms: true,
    });
    expect(decryptPassword(String(sent.password), AES_KEY)).toBe('Strong#Pass2025');
    expect(getSession()).toMatchObject({ token: 'bearer new-user', role: 'common' });
    expect(await screen.findByLabelText('居民身份证号码')).toBeTruthy();
  });

  it('puts a refused captcha and a wrong code on their fields', async () => {
    ctx.server.handle((request) => {
      if (request.path === '/api/register/code') return envelopeReply(1003, null, '图形验证码错误或已过期，请重新获取');
      if (request.path === '/api/register') return envelopeReply(400, null, '验证码错误，请重新输入', 400);
      if (request.path === '/api/email') return envelopeReply(200, { taken: false });
      if (request.path === '/api/captchaImage') return envelopeReply(200, { captchaId: 'c9', svg: '<svg/>' });
      return portalHandler({})(request);
    });
    await openRegistration();
    type('邮箱', 'li.na@example.cn');
    type('图形验证码', 'abcd');
    fireEvent.click(codeButton('获取验证码'));
    await waitFor(() => expect(errorOf('图形验证码')).toBe('图形验证码错误或已过期，请重新获取'));

    type('登录密码', 'Strong#Pass2025');
    type('确认密码', 'Strong#Pass2025');
    type('姓名', '李娜');
    type('邮箱验证码', '000000');
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(errorOf('邮箱验证码')).toBe('验证码错误，请重新输入'));
    expect(getSession().token).toBe('');
  });
});
