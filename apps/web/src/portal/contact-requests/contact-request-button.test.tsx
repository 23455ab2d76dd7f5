import { Code } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, type Reply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderRoutes } from '../../../test/render-app.js';
import { notifySessionChanged } from '../../auth/session-store.js';
import { setLanguage } from '../../i18n/index.js';
import { errorOf, writesTo } from '../accounts/accounts-test-kit.js';
import { ContactRequestButton, type ContactRequestButtonProps } from './contact-request-button.js';

const TALENT_ID = '00000000-0000-4000-8000-0000000000aa';
const SENT = { id: '00000000-0000-4000-8000-0000000000bb', createdAt: '2026-01-05T02:00:00.000Z' };

let answer: () => Reply = () => envelopeReply(200, SENT, '联系请求已发送');
let captchas = 0;

let props: Partial<ContactRequestButtonProps> = {};
function Page() {
  return <ContactRequestButton target="talent" targetId={TALENT_ID} recipientName="张明远" {...props} />;
}
function renderButton(overrides: Partial<ContactRequestButtonProps> = {}) {
  props = overrides;
  return renderRoutes([{ path: '/talentPool/detail', Component: Page }], `/talentPool/detail?id=${TALENT_ID}`);
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Buttons by their text: antd keeps a spinner's label in the name after loading (jsdom never ends its motion). */
const button = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text).closest('button') as HTMLButtonElement;

function fillForm() {
  type('主题', '咨询专利许可');
  type('留言内容', '您好，想请教专利许可事宜。');
  type('您的姓名', '李娜');
  type('您的联系方式', 'li.na@example.cn');
}

describe('ContactRequestButton', () => {
  const sends = () => writesTo(ctx.server.received, 'POST', '/api/contact-requests');
  const ctx = useClientHarness((request) => {
    if (request.path === '/api/captchaImage') {
      captchas += 1;
      return envelopeReply(200, { captchaId: `c${captchas}`, svg: '<svg/>' });
    }
    if (request.path === '/api/contact-requests') return answer();
    return portalHandler({})(request);
  });
  beforeEach(() => {
    answer = () => envelopeReply(200, SENT, '联系请求已发送');
    captchas = 0;
  });
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  describe('ContactRequestButton: a visitor', () => {
    it('answers the captcha and sends; the dialog closes with the success message', async () => {
      renderButton();
      fireEvent.click(screen.getByRole('button', { name: '联系TA' }));
      const dialog = await screen.findByRole('dialog', { name: '联系张明远' });
      await waitFor(() => expect(dialog.querySelector('.captcha-image img')).toBeTruthy());
      expect(within(dialog).getByRole('link', { name: '登录后发送无需验证码' }).getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent(`/talentPool/detail?id=${TALENT_ID}`)}`,
      );
      fillForm();
      type('图形验证码', 'ab12');
      fireEvent.click(button(dialog, '发送'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sends()[0]?.body).toEqual({
        targetKind: 'talent',
        targetId: TALENT_ID,
        subject: '咨询专利许可',
        message: '您好，想请教专利许可事宜。',
        requesterName: '李娜',
        requesterContact: 'li.na@example.cn',
        captchaId: 'c1',
        captchaCode: 'ab12',
      });
      expect(await screen.findByText('联系请求已发送，平台将通过邮件转达给对方')).toBeTruthy();
    });

    it('checks the fields against the contract before sending, in both languages', async () => {
      renderButton();
      fireEvent.click(screen.getByRole('button', { name: '联系TA' }));
      const dialog = await screen.findByRole('dialog');
      type('您的联系方式', 'call me');
      fireEvent.click(button(dialog, '发送'));
      await waitFor(() => expect(errorOf('您的联系方式')).toBe('请填写有效的手机号码、固定电话或邮箱地址'));
      expect(errorOf('主题')).toBe('此项为必填项');
      expect(sends()).toEqual([]);

      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await setLanguage('en-US');
      fireEvent.click(await screen.findByRole('button', { name: 'Contact' }));
      const english = await screen.findByRole('dialog', { name: 'Contact 张明远' });
      type('Your contact', 'call me');
      fireEvent.click(within(english).getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(errorOf('Your contact')).toBe('Please enter a valid mobile number, landline number or email address.'),
      );
      expect(sends()).toEqual([]);
    });

    it('puts a refused captcha and the server’s field errors on their fields, with a new captcha', async () => {
      answer = () => envelopeReply(Code.CAPTCHA_INVALID, null, '图形验证码错误或已过期，请重新获取');
      renderButton();
      fireEvent.click(screen.getByRole('button', { name: '联系TA' }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.querySelector('.captcha-image img')).toBeTruthy());
      fillForm();
      type('图形验证码', 'zzzz');
      fireEvent.click(button(dialog, '发送'));
      await waitFor(() => expect(errorOf('图形验证码')).toBe('图形验证码错误或已过期，请重新获取'));
      await waitFor(() => expect(captchas).toBe(2));

      answer = () =>
        envelopeReply(400, { errors: [{ field: 'requesterName', message: '内容过长' }] }, '请求参数错误', 400);
      type('图形验证码', 'ok12');
      fireEvent.click(button(dialog, '发送'));
      await waitFor(() => expect(errorOf('您的姓名')).toBe('内容过长'));
      expect(sends().at(-1)?.body).toMatchObject({ captchaId: 'c2', captchaCode: 'ok12' });
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
  });

  describe('ContactRequestButton: signed in', () => {
    it('fills in the user’s name and address and asks no captcha', async () => {
      storeTokens({ token: 'bearer u-1', role: 'user' });
      window.localStorage.setItem('userName', '示范科技公司');
      window.localStorage.setItem('account', 'company@demo.local');
      notifySessionChanged();
      renderButton({ target: 'demand', recipientName: '示范新材料科技有限公司' });
      fireEvent.click(screen.getByRole('button', { name: '联系TA' }));
      const dialog = await screen.findByRole('dialog', { name: '联系示范新材料科技有限公司' });
      expect(within(dialog).queryByLabelText('图形验证码')).toBeNull();
      expect((screen.getByLabelText('您的姓名') as HTMLInputElement).value).toBe('示范科技公司');
      type('主题', '需求对接');
      type('留言内容', '我们有相关专利可供许可。');
      fireEvent.click(button(dialog, '发送'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sends()[0]?.body).toEqual({
        targetKind: 'demand',
        targetId: TALENT_ID,
        subject: '需求对接',
        message: '我们有相关专利可供许可。',
        requesterName: '示范科技公司',
        requesterContact: 'company@demo.local',
      });
      expect(ctx.server.calls('/api/captchaImage')).toEqual([]);
    });

    it('is disabled for staff, with the reason', () => {
      storeTokens({ token: 'bearer u-1', role: 'bus' });
      renderButton();
      const button = screen.getByRole('button', { name: '联系TA' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText('工作人员账号不能发送联系请求，请使用个人或企业账号')).toBeTruthy();
    });
  });

  describe('ContactRequestButton: closed', () => {
    it('is disabled and says why', () => {
      renderButton({ closedReason: '该需求已过期，不再接受联系' });
      const button = screen.getByRole('button', { name: '联系TA' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe('该需求已过期，不再接受联系');
    });
  });
});
