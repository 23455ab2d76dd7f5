import type { IdentityOverview, UploadRef } from '@cityip/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Received } from '../../../../test/fake-server.js';
import { portalHandler } from '../../../../test/portal-test-kit.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildOverview, errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { CompanyAuthPage, PersonAuthPage } from './auth-pages.js';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** By its text: after a submission antd keeps the spinner's label in the name (jsdom never ends its motion). */
const submit = () => fireEvent.click(screen.getByText('提交认证').closest('button') as HTMLButtonElement);
const licence: UploadRef = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: '营业执照.png',
  mime: 'image/png',
  size: 2048,
};

describe('/personAuth and /companyAuth, step 2: authentication', () => {
  let overview: IdentityOverview = buildOverview();
  let submission: (request: Received) => ReturnType<typeof envelopeReply> = () => envelopeReply(200, null);
  const ctx = useClientHarness((request) => {
    if (request.path === '/api/identity/phone-code') return envelopeReply(200, { resendAfterSeconds: 60 });
    if (request.method === 'POST' && request.path.startsWith('/api/identity/')) {
      const answer = submission(request);
      overview = buildOverview({ status: 'pending', kind: 'person', name: '李娜', phoneMasked: '138****5678' });
      return answer;
    }
    return portalHandler({ '/api/identity': () => overview })(request);
  });
  beforeEach(() => {
    overview = buildOverview();
    submission = () => envelopeReply(200, null);
    storeTokens({ token: 'bearer u-1', role: 'common' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses an ID number whose check digit is wrong, shows the server’s field errors, then submits', async () => {
    renderPortalPage('/personAuth', { ...ROUTES.person, Component: PersonAuthPage });
    expect(await screen.findByRole('heading', { level: 2, name: '实名认证' })).toBeTruthy();
    // No SMS platform: no SMS code is asked for.
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
    type('真实姓名', '李娜');
    type('居民身份证号码', '110105194912310021');
    type('手机号码', '12345');
    submit();
    // antd validates each field on its own promise, so each error shows in its own render: wait for all.
    await waitFor(() => {
      expect(errorOf('居民身份证号码')).toBe('请输入有效的 18 位居民身份证号码');
      expect(errorOf('手机号码')).toBe('请输入有效的手机号码');
      expect(screen.getByText('请阅读并同意相关协议')).toBeTruthy();
    });

    type('居民身份证号码', '11010519491231002x');
    type('手机号码', '13812345678');
    fireEvent.click(screen.getByRole('checkbox', { name: /我同意平台为实名认证处理上述个人信息/ }));
    await waitFor(() => expect(errorOf('居民身份证号码')).toBeNull());

    submission = () => ({
      status: 400,
      body: { code: 400, msg: '提交的信息有误', data: { errors: [{ field: 'realName', message: '姓名与证件不符' }] } },
    });
    submit();
    await waitFor(() => expect(errorOf('真实姓名')).toBe('姓名与证件不符'));

    submission = () => envelopeReply(200, null, '实名认证资料已提交，请等待审核');
    type('真实姓名', '李娜');
    submit();
    expect(await screen.findByText('认证资料已提交，正在审核')).toBeTruthy();
    expect(writesTo(ctx.server.received, 'POST', '/api/identity/person').at(-1)?.body).toEqual({
      realName: '李娜',
      idNumber: '11010519491231002X',
      phone: '13812345678',
      consent: true,
    });
    expect(screen.getByText('138****5678')).toBeTruthy();
  });

  it('shows the reason of a rejection above the form, and texts the SMS code when the platform is on', async () => {
    overview = buildOverview(
      { status: 'rejected', kind: 'person', rejectReason: '证件号码与姓名不一致' },
      { phoneCodeRequired: true },
    );
    renderPortalPage('/personAuth', { ...ROUTES.person, Component: PersonAuthPage });
    expect(await screen.findByText('原因：证件号码与姓名不一致。请核对修改后重新提交。')).toBeTruthy();
    type('手机号码', ' 13812345678');
    fireEvent.click(screen.getByText('获取验证码').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('验证码已发送至 138****5678，10 分钟内有效')).toBeTruthy();
    expect(writesTo(ctx.server.received, 'POST', '/api/identity/phone-code')[0]?.body).toEqual({
      phone: '13812345678',
    });
    submit();
    await waitFor(() => expect(errorOf('短信验证码')).toBe('请输入 6 位数字验证码'));
    expect(writesTo(ctx.server.received, 'POST', '/api/identity/person')).toEqual([]);
  });

  it('checks the credit code, uploads the licence and submits it by its upload id', async () => {
    overview = buildOverview({}, { accountType: 'company' });
    const realFetch = globalThis.fetch;
    // Node's fetch cannot send jsdom's FormData: the upload is answered at the fetch boundary.
    const uploads = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input, init) =>
        String(input).includes('/api/uploads')
          ? Response.json({ code: 200, msg: '', data: licence })
          : realFetch(input, init),
      );
    renderPortalPage('/companyAuth', { ...ROUTES.company, Component: CompanyAuthPage });
    expect(await screen.findByRole('heading', { level: 2, name: '实名认证' })).toBeTruthy();
    type('企业名称', '示范市云湖新能源科技有限公司');
    type('统一社会信用代码', '91350100M000100Y44');
    type('法定代表人', '王强');
    type('联系人', '赵敏');
    type('联系人手机号码', '13912345678');
    fireEvent.click(screen.getByRole('checkbox', { name: /我同意平台为实名认证处理上述个人信息/ }));
    submit();
    await waitFor(() => {
      expect(errorOf('统一社会信用代码')).toBe('请输入有效的 18 位统一社会信用代码');
      expect(errorOf('营业执照')).toBe('附件无效或已失效，请重新上传');
    });

    type('统一社会信用代码', '91350100m000100y43');
    const file = new File([new Uint8Array([137, 80, 78, 71])], '营业执照.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('营业执照'), { target: { files: [file] } });
    expect(await screen.findByText('营业执照.png')).toBeTruthy();
    const [url, init] = uploads.mock.calls.find(([input]) => String(input).includes('/api/uploads')) ?? [];
    expect(String(url)).toBe(`${ctx.server.origin}/api/uploads?kind=image`);
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('营业执照.png');

    submit();
    expect(await screen.findByText('认证资料已提交，正在审核')).toBeTruthy();
    expect(writesTo(ctx.server.received, 'POST', '/api/identity/company')[0]?.body).toEqual({
      companyName: '示范市云湖新能源科技有限公司',
      creditCode: '91350100M000100Y43',
      legalRepresentative: '王强',
      contactName: '赵敏',
      contactPhone: '13912345678',
      licenseUploadId: licence.id,
      consent: true,
    });
  });
});
