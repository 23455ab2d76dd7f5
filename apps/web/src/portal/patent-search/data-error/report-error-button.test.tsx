import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Reply } from '../../../../test/fake-server.js';
import { portalHandler } from '../../../../test/portal-test-kit.js';
import { renderRoutes } from '../../../../test/render-app.js';
import { setLanguage } from '../../../i18n/index.js';
import { errorOf, writesTo } from '../../accounts/accounts-test-kit.js';
import { ReportErrorButton } from './report-error-button.js';

const PATENT = { id: 42, title: '一种锂离子电池正极材料', applicationNumber: 'CN201910123456.7' };
const SENT = { id: '00000000-0000-4000-8000-0000000000aa', status: 'new' };

let answer: () => Reply = () => envelopeReply(200, SENT, '已提交');
function Page() {
  return <ReportErrorButton patent={PATENT} />;
}
const render = (url = '/patentSearch?id=42') => renderRoutes([{ path: '/patentSearch', Component: Page }], url);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Buttons by their text: antd keeps a spinner's label in the name after loading (jsdom never ends its motion). */
const button = (scope: HTMLElement, text: string) =>
  within(scope).getByText(text).closest('button') as HTMLButtonElement;

async function chooseField(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('ReportErrorButton', () => {
  const sends = () => writesTo(ctx.server.received, 'POST', '/api/patent-error-reports');
  const ctx = useClientHarness((request) =>
    request.path === '/api/patent-error-reports' ? answer() : portalHandler({})(request),
  );
  beforeEach(() => {
    answer = () => envelopeReply(200, SENT, '已提交');
  });
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  it('sends a signed-in person’s report of one field with what is wrong and the source; the dialog closes', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    render();
    fireEvent.click(screen.getByRole('button', { name: '报告数据错误' }));
    const dialog = await screen.findByRole('dialog', { name: '报告数据错误' });
    expect(within(dialog).getByText('专利：一种锂离子电池正极材料（CN201910123456.7）')).toBeTruthy();
    await chooseField(dialog, '有误的字段', '申请（专利权）人');
    type('哪里有误', '  申请人应为海滨新能源汽车股份有限公司  ');
    type('依据来源（选填）', 'https://example.gov.cn/gazette');
    fireEvent.click(button(dialog, '提交'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends()[0]?.body).toEqual({
      patentId: 42,
      field: 'applicants',
      description: '申请人应为海滨新能源汽车股份有限公司',
      source: 'https://example.gov.cn/gazette',
    });
    expect(await screen.findByText('已提交，感谢您的反馈。工作人员核实后将以邮件告知处理结果')).toBeTruthy();
  });

  it('checks the form against the contract in both languages and shows the server’s refusal on its field', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    render();
    fireEvent.click(screen.getByRole('button', { name: '报告数据错误' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(button(dialog, '提交'));
    await waitFor(() => expect(errorOf('哪里有误')).toBe('请说明哪里有误'));
    expect(errorOf('有误的字段')).toBe('请选择有效的字段');
    expect(sends()).toEqual([]);

    answer = () => envelopeReply(400, { errors: [{ field: 'description', message: '内容过长' }] }, '请求参数错误', 400);
    await chooseField(dialog, '有误的字段', '摘要');
    type('哪里有误', '摘要不完整');
    fireEvent.click(button(dialog, '提交'));
    await waitFor(() => expect(errorOf('哪里有误')).toBe('内容过长'));
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await setLanguage('en-US');
    fireEvent.click(await screen.findByRole('button', { name: 'Report a data error' }));
    const english = await screen.findByRole('dialog', { name: 'Report a data error' });
    fireEvent.click(within(english).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('What is wrong')).toBe('Say what is wrong.'));
  });

  it('asks a visitor to log in first, back to this patent afterwards; `?report=1` opens the dialog with the page', async () => {
    render('/patentSearch?id=42&report=1');
    const dialog = await screen.findByRole('dialog', { name: '报告数据错误' });
    expect(within(dialog).queryByLabelText('有误的字段')).toBeNull();
    expect(within(dialog).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/patentSearch?id=42&report=1')}`,
    );
  });

  it('is disabled for staff, with the reason', () => {
    storeTokens({ token: 'bearer u-1', role: 'bus' });
    render('/patentSearch?id=42&report=1');
    const opener = screen.getByRole('button', { name: '报告数据错误' }) as HTMLButtonElement;
    expect(opener.disabled).toBe(true);
    expect(document.getElementById(opener.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '工作人员请在后台直接更正数据',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
