import { decryptPassword, type SecondFactorStatus } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Received, type Reply } from '../../../../test/fake-server.js';
import { portalHandler, TEST_CONFIG } from '../../../../test/portal-test-kit.js';
import { getSession } from '../../../auth/session-store.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildProfile, errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { AccountInfoPage } from './account-info-page.js';

const AES_KEY = 'cityip-demo-key!';
const route = { ...ROUTES.account, Component: AccountInfoPage };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Buttons by their text: antd keeps a spinner's label in the name after loading (jsdom never ends its motion). */
const button = (text: string) =>
  screen.getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

const NO_SECOND_FACTOR: SecondFactorStatus = { required: false, enrolled: false, recoveryCodesLeft: 0 };

describe('/frontAccountInfo', () => {
  let write: (request: Received) => Reply = () => envelopeReply(200, null);
  let secondFactor = NO_SECOND_FACTOR;
  const ctx = useClientHarness((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.path === '/api/config') return envelopeReply(200, { ...TEST_CONFIG, aesKey: AES_KEY });
    if (request.path === '/api/second-factor') return envelopeReply(200, secondFactor);
    return portalHandler({
      '/api/account/profile': buildProfile(),
      '/api/account/report-downloads': [
        {
          id: 'd1',
          reportId: 'r1',
          reportTitle: '新能源汽车产业专利导航报告',
          downloadedAt: '2025-03-05T02:00:00.000Z',
        },
        { id: 'd2', reportId: null, reportTitle: '已下架的报告', downloadedAt: '2025-02-01T02:00:00.000Z' },
      ],
    })(request);
  });
  beforeEach(() => {
    write = () => envelopeReply(200, null);
    secondFactor = NO_SECOND_FACTOR;
    setRuntimeConfig(null);
  });

  it('offers two-step verification only to an account with an authenticator, and renews its recovery codes', async () => {
    storeTokens({ token: 'bearer u-1', role: 'admin' });
    const first = renderPortalPage('/frontAccountInfo', route);
    expect(await screen.findByRole('tab', { name: '基本资料', selected: true })).toBeTruthy();
    await waitFor(() => expect(ctx.server.received.some((r) => r.path === '/api/second-factor')).toBe(true));
    expect(screen.queryByRole('tab', { name: '二次验证' })).toBeNull();
    first.unmount();

    secondFactor = { required: true, enrolled: true, recoveryCodesLeft: 2 };
    write = (request) =>
      (request.body as { code: string }).code === '246810'
        ? envelopeReply(200, { recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] }, '恢复码已更新')
        : envelopeReply(400, null, '动态验证码不正确');
    renderPortalPage('/frontAccountInfo?tab=secondFactor', route);
    expect(await screen.findByRole('tab', { name: '二次验证', selected: true })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('剩余可用恢复码：2 个')).toBeTruthy();
    expect(within(panel).getByText('可用恢复码已不多，请及时生成新的恢复码。')).toBeTruthy();

    type('动态验证码', '12345');
    fireEvent.click(button('生成新的恢复码'));
    await waitFor(() => expect(errorOf('动态验证码')).toBe('请输入身份验证器中的 6 位动态验证码'));
    type('动态验证码', '111111');
    fireEvent.click(button('生成新的恢复码'));
    expect(await within(panel).findByText('动态验证码不正确')).toBeTruthy();

    secondFactor = { required: true, enrolled: true, recoveryCodesLeft: 10 };
    type('动态验证码', '246810');
    fireEvent.click(button('生成新的恢复码'));
    const list = await screen.findByRole('list', { name: '恢复码列表' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb-cccc', 'dddd-eeee-ffff']);
    expect(writesTo(ctx.server.received, 'POST', '/api/second-factor/recovery-codes').map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '246810' },
    ]);
    fireEvent.click(button('我已保存，继续'));
    expect(await screen.findByText('剩余可用恢复码：10 个')).toBeTruthy();
    expect(screen.queryByText('可用恢复码已不多，请及时生成新的恢复码。')).toBeNull();
  });

  it('sends a visitor to the login page and back here afterwards', async () => {
    const { router } = renderPortalPage('/frontAccountInfo', route);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FfrontAccountInfo');
  });

  it('shows the profile, saves the display name and keeps the header name in step', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo', route);
    expect(await screen.findByRole('tab', { name: '基本资料', selected: true })).toBeTruthy();
    for (const tab of ['实名认证', '修改密码', '更换邮箱', '我的办件', '报告下载记录', '注销账号']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    expect(await screen.findByText('li.na@example.cn')).toBeTruthy();
    await waitFor(() => expect(getSession().userName).toBe('李娜'));

    type('显示名称', '');
    fireEvent.click(button('保存资料'));
    await waitFor(() => expect(errorOf('显示名称')).toBe('此项为必填项'));
    type('显示名称', '李娜娜');
    type('所属单位', '示范市知识产权局');
    // The language of notifications: the account's own, changeable to English.
    const language = screen.getByLabelText('接收通知的语言');
    expect(language.closest('.ant-select')?.textContent).toContain('简体中文');
    fireEvent.mouseDown(language);
    const english = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === 'English（英文）',
      );
      if (!found) throw new Error('no English option');
      return found;
    });
    fireEvent.click(english);
    fireEvent.click(button('保存资料'));
    await screen.findByText('资料已保存');
    expect(writesTo(ctx.server.received, 'PUT', '/api/account/profile')[0]?.body).toEqual({
      name: '李娜娜',
      organization: '示范市知识产权局',
      language: 'en-US',
    });
  });

  it('shows the authentication masked and the report downloads', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    const { router } = renderPortalPage('/frontAccountInfo?tab=identity', route);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('1101**********002X')).toBeTruthy();
    expect(within(panel).getByText('138****5678')).toBeTruthy();
    expect(within(panel).getByText('已通过')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '报告下载记录' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=downloads'));
    expect((await screen.findByRole('link', { name: '新能源汽车产业专利导航报告' })).getAttribute('href')).toBe(
      '/patentWarning',
    );
    expect(screen.getByText('已下架的报告')).toBeTruthy();
  });

  it('changes the password with both passwords encrypted and shows a wrong current password on its field', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    write = () => ({
      status: 400,
      body: { code: 400, msg: '密码错误', data: { errors: [{ field: 'oldPassword', message: '密码错误' }] } },
    });
    renderPortalPage('/frontAccountInfo?tab=password', route);
    await screen.findByLabelText('当前密码');
    type('当前密码', 'Old#Pass2024');
    type('新密码', 'New#Pass2025');
    type('确认新密码', 'New#Pass2025');
    fireEvent.click(button('修改密码'));
    await waitFor(() => expect(errorOf('当前密码')).toBe('密码错误'));

    write = () => envelopeReply(200, null, '密码已修改，其他设备上的登录已退出');
    fireEvent.click(button('修改密码'));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeTruthy();
    const sent = writesTo(ctx.server.received, 'POST', '/api/account/password').at(-1)?.body as Record<string, string>;
    expect(decryptPassword(sent.oldPassword ?? '', AES_KEY)).toBe('Old#Pass2024');
    expect(decryptPassword(sent.newPassword ?? '', AES_KEY)).toBe('New#Pass2025');
  });

  it('changes the email with a code mailed to the new address and the password encrypted', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    write = (request) =>
      request.path === '/api/account/email/code'
        ? envelopeReply(200, { resendAfterSeconds: 60 })
        : envelopeReply(200, null, '邮箱已更换，今后请使用新邮箱登录');
    renderPortalPage('/frontAccountInfo?tab=email', route);
    await screen.findByLabelText('新邮箱');
    type('新邮箱', ' li.na.new@example.cn ');
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('验证码已发送至 li.na.new@example.cn，10 分钟内有效')).toBeTruthy();
    expect(writesTo(ctx.server.received, 'POST', '/api/account/email/code')[0]?.body).toEqual({
      email: 'li.na.new@example.cn',
    });

    type('新邮箱验证码', '123456');
    type('登录密码', 'Person@12345');
    fireEvent.click(button('更换邮箱'));
    expect(await screen.findByText('邮箱已更换，今后请使用新邮箱登录')).toBeTruthy();
    // Done: the form is empty again and no longer says where a code went.
    await waitFor(() => expect(screen.queryByText(/验证码已发送至/)).toBeNull());
    const sent = writesTo(ctx.server.received, 'POST', '/api/account/email')[0]?.body as Record<string, string>;
    expect(sent.email).toBe('li.na.new@example.cn');
    expect(sent.code).toBe('123456');
    expect(decryptPassword(sent.password ?? '', AES_KEY)).toBe('Person@12345');
  });

  it('shows a wrong password on its field when closing the account is refused', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    write = () => ({
      status: 400,
      body: { code: 400, msg: '密码错误', data: { errors: [{ field: 'password', message: '密码错误' }] } },
    });
    renderPortalPage('/frontAccountInfo?tab=delete', route);
    await screen.findByLabelText('请输入登录密码以确认身份');
    type('请输入登录密码以确认身份', 'Wrong@12345');
    fireEvent.click(button('注销账号'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定注销' }));
    await waitFor(() => expect(errorOf('请输入登录密码以确认身份')).toBe('密码错误'));
    expect(getSession().token).toBe('bearer u-1');
  });

  it('closes the account after the password and a confirmation, then carries on as a visitor', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    write = () => envelopeReply(200, null, '账号已注销。依法需保存的业务办理记录和操作日志将在规定期限内保留。');
    const { router } = renderPortalPage('/frontAccountInfo?tab=delete', route);
    expect(await screen.findByRole('heading', { level: 2, name: '注销账号' })).toBeTruthy();
    expect(screen.getByText(/业务办理记录和平台操作日志将在法定期限内保留/)).toBeTruthy();
    fireEvent.click(button('注销账号'));
    await waitFor(() => expect(errorOf('请输入登录密码以确认身份')).toBe('此项为必填项'));

    type('请输入登录密码以确认身份', 'Person@12345');
    fireEvent.click(button('注销账号'));
    const dialog = await screen.findByRole('dialog');
    expect(writesTo(ctx.server.received, 'DELETE', '/api/account')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定注销' }));

    expect(await screen.findByText('账号已注销。依法需保存的业务办理记录和操作日志将在规定期限内保留。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/platformPortal'));
    expect(getSession().token).toBe('');
    const sent = writesTo(ctx.server.received, 'DELETE', '/api/account')[0]?.body as { password: string };
    expect(decryptPassword(sent.password, AES_KEY)).toBe('Person@12345');
  });
});
