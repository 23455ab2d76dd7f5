import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, type Received } from '../../../test/fake-server.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { errorOf, writesTo } from '../accounts/accounts-test-kit.js';
import { buildAskerView } from './consult-fixtures.js';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string | RegExp) => {
  const found = screen.getByText(name, { selector: 'button > span' }).closest('button');
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const RECEIPT = {
  id: '00000000-0000-4000-8000-000000000005',
  queryNo: 'ZX202605180007',
  receivedAt: '2026-05-18T02:00:00.000Z',
  dueAt: '2026-05-25T16:00:00.000Z',
  dueDate: '2026-05-25',
};

describe('/consult: asking and looking up', () => {
  let captchas = 0;
  let lookup: () => ReturnType<typeof envelopeReply> = () => envelopeReply(200, null);
  const ctx = useClientHarness((request: Received) => {
    if (request.path === '/api/captchaImage') {
      captchas += 1;
      return envelopeReply(200, { captchaId: `c${captchas}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    }
    if (request.path === '/api/consultations/code' || request.path === '/api/consultations/lookup/code') {
      return envelopeReply(200, { resendAfterSeconds: 60 });
    }
    if (request.path === '/api/consultations' && request.method === 'POST') return envelopeReply(200, RECEIPT);
    if (request.path === '/api/consultations/lookup') return lookup();
    return portalHandler({
      '/api/consultations': { items: [], total: 0, page: 1, pageSize: 10 },
      '/api/consultations/form': { smsAvailable: true, replyWorkingDays: 5 },
      '/api/site': buildSite(),
    })(request);
  });
  beforeEach(() => {
    captchas = 0;
    lookup = () => envelopeReply(200, null);
  });

  it("checks a visitor's question with the contract, sending nothing while anything is missing", async () => {
    renderApp('/consult?tab=ask');
    const form = (await screen.findByRole('button', { name: '提交咨询' })).closest('form') as HTMLElement;
    fireEvent.click(button('提交咨询'));
    await waitFor(() => expect(errorOf('咨询标题')).toBe('此项为必填项'));
    expect(errorOf('咨询内容')).toBe('此项为必填项');
    expect(errorOf('姓名')).toBe('此项为必填项');
    expect(errorOf('验证码')).toBe('请输入 6 位数字验证码');
    // The question counts its length up to the cap.
    type('咨询内容', '请问专利年费如何减缴？');
    expect(within(form).getByText('11 / 2000')).toBeTruthy();
    // By SMS the contact must be a mobile number.
    fireEvent.click(await screen.findByLabelText('手机短信'));
    fireEvent.change(await screen.findByLabelText('手机号码'), { target: { value: '12345' } });
    await waitFor(() => expect(errorOf('手机号码')).toBe('请输入有效的手机号码'));
    expect(writesTo(ctx.server.received, 'POST', '/api/consultations')).toEqual([]);
  });

  it('sends the code only after the captcha, then submits the question and shows the receipt to keep', async () => {
    renderApp('/consult?tab=ask');
    await screen.findByRole('button', { name: '提交咨询' });
    await waitFor(() => expect(document.querySelector('.captcha-image img')).toBeTruthy());
    fireEvent.mouseDown(screen.getByLabelText('咨询类别'));
    fireEvent.click(await screen.findByTitle('专利'));
    type('咨询标题', '年费减缴');
    type('咨询内容', '小微企业的专利年费可以减缴吗？');
    type('姓名', '李娜');
    type('电子邮箱', 'li.na@example.cn');
    fireEvent.click(button('获取验证码'));
    await waitFor(() => expect(errorOf('图形验证码')).toBe('请输入图形验证码'));
    expect(ctx.server.calls('/api/consultations/code')).toEqual([]);

    type('图形验证码', 'wxyz');
    fireEvent.click(button('获取验证码'));
    await waitFor(() =>
      expect(ctx.server.calls('/api/consultations/code')[0]?.body).toEqual({
        channel: 'email',
        contact: 'li.na@example.cn',
        captchaId: 'c1',
        captchaCode: 'wxyz',
      }),
    );
    expect(await screen.findByText('验证码已发送至 li.na@example.cn，10 分钟内有效')).toBeTruthy();
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('checkbox', { name: '同意公开本咨询及答复' }));
    fireEvent.click(button('提交咨询'));

    const receipt = await screen.findByRole('heading', { level: 2, name: '咨询已提交' });
    expect(document.activeElement).toBe(receipt);
    const sent = writesTo(ctx.server.received, 'POST', '/api/consultations')[0]?.body as string;
    const payload = JSON.parse(/name="payload"\r\n\r\n(.*)\r\n/.exec(sent)?.[1] ?? '{}');
    expect(payload).toEqual({
      category: 'patent',
      title: '年费减缴',
      question: '小微企业的专利年费可以减缴吗？',
      publishable: true,
      name: '李娜',
      channel: 'email',
      contact: 'li.na@example.cn',
      code: '123456',
    });
    const box = receipt.closest('section') as HTMLElement;
    expect(within(box).getByText('ZX202605180007')).toBeTruthy();
    expect(within(box).getByText('请牢记查询编号')).toBeTruthy();
    expect(within(box).getByRole('link', { name: '查询办理进度' }).getAttribute('href')).toBe(
      '/consult?tab=lookup&queryNo=ZX202605180007',
    );
  });

  it('asks a signed-in person as the account, with no contact or code to give', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    window.localStorage.setItem('userName', '王芳');
    renderApp('/consult?tab=ask');
    expect(await screen.findByText('您将以“王芳”的身份提交咨询')).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.queryByLabelText('姓名')).toBeNull();
  });

  it('tells a staff account to answer in the back office instead', async () => {
    storeTokens({ token: 'bearer s-1', role: 'bus' });
    renderApp('/consult?tab=ask');
    expect(await screen.findByText('工作人员账号不能在前台提交咨询')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交咨询' })).toBeNull();
  });

  it('looks a question up by query number and code, showing the reply or why it was closed', async () => {
    const replied = buildAskerView();
    lookup = () =>
      envelopeReply(200, {
        consultation: replied,
        lookupToken: 'token-1',
        lookupTokenExpiresAt: '2026-05-20T03:00:00.000Z',
      });
    renderApp(`/consult?tab=lookup&queryNo=${replied.queryNo}`);
    expect(await screen.findByRole('tab', { name: '咨询查询', selected: true })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.captcha-image img')).toBeTruthy());
    expect((screen.getByLabelText('查询编号') as HTMLInputElement).value).toBe(replied.queryNo);
    type('电子邮箱', 'li.na@example.cn');
    type('图形验证码', 'abcd');
    fireEvent.click(button('获取验证码'));
    await waitFor(() =>
      expect(ctx.server.calls('/api/consultations/lookup/code')[0]?.body).toEqual({
        queryNo: replied.queryNo,
        channel: 'email',
        contact: 'li.na@example.cn',
        captchaId: 'c1',
        captchaCode: 'abcd',
      }),
    );
    type('验证码', '654321');
    fireEvent.click(button('查询'));
    const title = await screen.findByRole('heading', { level: 3, name: replied.title });
    expect(document.activeElement).toBe(title);
    const result = title.closest('article') as HTMLElement;
    expect(within(result).getByText('已答复')).toBeTruthy();
    expect(within(result).getByText(replied.reply as string)).toBeTruthy();
    // The rating of the reply sits beneath it, asked about with the look-up's token.
    expect(within(result).getByRole('heading', { level: 5 })).toBeTruthy();
    await waitFor(() =>
      expect(writesTo(ctx.server.received, 'POST', '/api/evaluations/lookup')[0]?.body).toEqual({
        lookupToken: 'token-1',
      }),
    );
    expect(writesTo(ctx.server.received, 'POST', '/api/consultations/lookup')[0]?.body).toEqual({
      queryNo: replied.queryNo,
      channel: 'email',
      contact: 'li.na@example.cn',
      code: '654321',
    });

    lookup = () =>
      envelopeReply(200, {
        consultation: { ...replied, status: 'rejected', reply: null, rejectReason: '属于投诉举报事项' },
        lookupToken: 'token-2',
        lookupTokenExpiresAt: '2026-05-20T03:00:00.000Z',
      });
    fireEvent.click(button('查询'));
    expect(await screen.findByText('属于投诉举报事项')).toBeTruthy();
    expect(screen.getByText('不予受理')).toBeTruthy();
  });

  it('keeps what was typed when the asker looks at another tab and comes back', async () => {
    renderApp('/consult?tab=ask');
    await screen.findByRole('button', { name: '提交咨询' });
    type('咨询标题', '质押登记材料');
    fireEvent.click(screen.getByRole('tab', { name: '咨询查询' }));
    await screen.findByRole('button', { name: /^查\s?询$/ });
    expect(screen.queryByRole('button', { name: '提交咨询' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '我要咨询' }));
    expect(((await screen.findByLabelText('咨询标题')) as HTMLInputElement).value).toBe('质押登记材料');
  });
});
