import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, type Received } from '../../../test/fake-server.js';
import { fieldErrorOf, typeInto } from '../../admin/shared/admin-test-utils.js';
import { ApplicationForm } from './application-form.js';
import {
  applicationsHandler,
  buildColumnStatus,
  buildKindInfo,
  buildSummary,
  renderApplicationPage,
  sentData,
  signIn,
} from './applications-test-kit.js';
import { ApplyButton } from './apply-button.js';

const SUBMIT = '/api/applications/rightsAid';
const DRAFT = '/api/applications/drafts/rightsAid';
const UPLOAD_ID = '00000000-0000-4000-8000-0000000000f1';
const SESSION_NOTICE = '当前账号登录已失效或已在其他设备登录，请重新登录';
const form = <ApplicationForm kind="rightsAid" />;

/** Fills every required field of the rights-aid form with valid values. */
async function fillRightsAid() {
  const user = userEvent.setup({ delay: null });
  typeInto('权利人', '张三');
  await user.click(screen.getByRole('radio', { name: '专利' }));
  typeInto('对方当事人', '示范市某某贸易有限公司');
  typeInto('基本事实', '对方未经许可销售侵权产品。');
  typeInto('请求事项', '请求提供维权援助。');
  typeInto('联系人', '张三');
  typeInto('联系电话（手机）', '13800138000');
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /提交申请/ });
const bodyOf = (call: Received | undefined) => call?.body as { data: Record<string, unknown>; idempotencyKey: string };

// Filling a whole form through antd takes seconds on a busy two-core machine.
describe('ApplicationForm', { timeout: 40_000 }, () => {
  const ctx = useClientHarness(applicationsHandler());

  it('builds the fields of the kind’s definition and shows the contract’s errors without sending', async () => {
    signIn();
    renderApplicationPage(form);
    const holder = await screen.findByLabelText('权利人');
    expect(holder.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: '权利类型' })).toBeTruthy();
    for (const option of ['专利', '商标', '著作权', '地理标志', '其他']) {
      expect(screen.getByRole('radio', { name: option })).toBeTruthy();
    }
    expect(screen.getByLabelText('基本事实').tagName).toBe('TEXTAREA');
    expect(screen.getByText('请说明权利情况、侵权或纠纷经过及目前进展')).toBeTruthy();
    expect(screen.getByText('办理进度将通过短信通知此号码')).toBeTruthy();
    expect(screen.getByText(/PNG、JPG 图片（单张不超过 5 MB），最多 10 个/)).toBeTruthy();
    // Only the overseas form asks for the country.
    expect(screen.queryByLabelText('涉及国家或地区')).toBeNull();
    expect(screen.getByLabelText('证明材料').getAttribute('type')).toBe('file');

    typeInto('联系电话（手机）', '12345');
    fireEvent.click(submitButton());
    await waitFor(() => expect(fieldErrorOf('权利人')).toBe('此项为必填项'));
    expect(fieldErrorOf('联系电话（手机）')).toBe('请输入有效的手机号码');
    expect(fieldErrorOf('联系邮箱')).toBeNull();
    expect(ctx.server.calls(SUBMIT)).toHaveLength(0);
  });

  it('sends the same idempotency key again on a retry, one request per click, then shows the receipt', async () => {
    signIn();
    let attempts = 0;
    // Each answer is held until the test has seen the form waiting for it, however slow the machine.
    const held = () => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { answer, answered };
    };
    const failing = held();
    const retry = held();
    ctx.server.handle(
      applicationsHandler({
        [`POST ${SUBMIT}`]: async () => {
          attempts += 1;
          // The first attempt fails on the way back, the retry succeeds.
          if (attempts === 1) {
            await failing.answered;
            return envelopeReply(500, null, '服务异常，请稍后再试', 500);
          }
          await retry.answered;
          return envelopeReply(200, buildSummary({ receiptNo: '202503100007' }), '提交成功');
        },
      }),
    );
    renderApplicationPage(form);
    await screen.findByLabelText('权利人');
    await fillRightsAid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    failing.answer();
    // antd drops its own loading state an effect later than the disabled attribute, and swallows
    // a click until then; wait for both so a loaded machine does not lose the retry click.
    await waitFor(() => {
      expect(submitButton().hasAttribute('disabled')).toBe(false);
      expect(submitButton().classList.contains('ant-btn-loading')).toBe(false);
    });
    expect(ctx.server.calls(SUBMIT)).toHaveLength(1);

    fireEvent.click(submitButton());
    // A double click while the retry is on its way sends nothing more.
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    fireEvent.click(submitButton());
    retry.answer();
    expect(await screen.findByText('202503100007')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '“知识产权维权援助申请”已提交' })).toBeTruthy();
    const [first, second] = ctx.server.calls(SUBMIT).map(bodyOf);
    expect(ctx.server.calls(SUBMIT)).toHaveLength(2);
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second?.data).toMatchObject({
      rightsHolder: '张三',
      rightType: 'patent',
      contactPhone: '13800138000',
      evidence: [],
    });
    expect(screen.getByText(/工作人员将在 20 个工作日内审核办理/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的申请' }).getAttribute('href')).toBe(
      '/registerApply#my-applications',
    );
  });

  it('restores the saved draft with its files, and saves what the form holds as the draft', async () => {
    signIn();
    const file = { id: UPLOAD_ID, name: '侵权照片.pdf', mime: 'application/pdf', size: 1536 };
    ctx.server.handle(
      applicationsHandler({
        [`GET ${DRAFT}`]: {
          kind: 'rightsAid',
          data: {
            rightsHolder: '李四',
            otherParty: '某某公司',
            evidence: [UPLOAD_ID],
            $uploads: JSON.stringify([file]),
          },
          updatedAt: '2025-03-09T06:30:00.000Z',
        },
        [`PUT ${DRAFT}`]: (request: Received) =>
          envelopeReply(200, { kind: 'rightsAid', data: {}, updatedAt: '2025-03-10T00:00:00.000Z', request }),
      }),
    );
    renderApplicationPage(form);
    expect(await screen.findByText(/已恢复您于 2025-03-09 14:30:00 保存的草稿/)).toBeTruthy();
    expect((screen.getByLabelText('权利人') as HTMLInputElement).value).toBe('李四');
    expect((screen.getByLabelText('对方当事人') as HTMLInputElement).value).toBe('某某公司');
    const files = screen.getByRole('list', { name: '已上传的文件' });
    expect(within(files).getByText('侵权照片.pdf')).toBeTruthy();

    typeInto('联系人', '李四');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(ctx.server.calls(DRAFT).filter((c) => c.method === 'PUT')).toHaveLength(1));
    const saved = sentData(ctx.server.calls(DRAFT).find((c) => c.method === 'PUT'));
    expect(saved).toMatchObject({ rightsHolder: '李四', contactName: '李四', evidence: [UPLOAD_ID] });
    expect(JSON.parse(String(saved.$uploads))).toEqual([file]);
  });

  it('shows the server’s field errors on their fields', async () => {
    signIn();
    ctx.server.handle(
      applicationsHandler({
        [`POST ${SUBMIT}`]: () =>
          envelopeReply(
            400,
            { errors: [{ field: 'data.otherParty', message: '对方当事人不能是申请人本人' }] },
            '输入有误',
            400,
          ),
      }),
    );
    renderApplicationPage(form);
    await screen.findByLabelText('权利人');
    await fillRightsAid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(fieldErrorOf('对方当事人')).toBe('对方当事人不能是申请人本人'));
  });

  it('gives a visitor who clicks "apply" the login dialog, which leads to the login page', async () => {
    const { router } = renderApplicationPage(<ApplyButton kind="rightsAid" />);
    fireEvent.click(await screen.findByRole('button', { name: '在线申请' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SESSION_NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText('权利人')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a visitor the form with a login hint, and the login dialog instead of sending', async () => {
    renderApplicationPage(form);
    expect(await screen.findByText('在线办理需登录。请先登录或注册账号后再提交申请。')).toBeTruthy();
    await fillRightsAid();
    fireEvent.click(submitButton());
    expect(within(await screen.findByRole('dialog')).getByText(SESSION_NOTICE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(ctx.server.calls(SUBMIT)).toHaveLength(0);
    expect(ctx.server.calls(DRAFT)).toHaveLength(0);
  });

  it('shows the closure notice instead of the form while the column is closed', async () => {
    signIn();
    const closed = buildKindInfo('rightsAid', {
      columnStatus: buildColumnStatus('rightsAid', { open: false, reason: 'suspended', message: '系统升级，暂停受理' }),
    });
    ctx.server.handle(applicationsHandler({}, [closed]));
    renderApplicationPage(form);
    expect(await screen.findByText('“知识产权维权援助”暂未开放')).toBeTruthy();
    expect(screen.getByText('系统升级，暂停受理')).toBeTruthy();
    expect(screen.queryByLabelText('权利人')).toBeNull();
  });

  it('tells a user without the needed authentication why, with the link to authenticate', async () => {
    signIn('common');
    const notAuthenticated = buildKindInfo('rightsAid', {
      eligibility: { signedIn: true, roleAllowed: true, identityOk: false, canApply: false },
    });
    ctx.server.handle(applicationsHandler({}, [notAuthenticated]));
    renderApplicationPage(form);
    expect(await screen.findByText('办理此业务须先通过实名认证。认证审核通过后即可在线申请。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往个人实名认证' }).getAttribute('href')).toBe('/personAuth');
    expect(screen.queryByLabelText('权利人')).toBeNull();
  });
});
