import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Received, type Reply } from '../../../../test/fake-server.js';
import { portalHandler } from '../../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildDemand, NO_MATCHES } from '../../tech-demand/tech-demand-fixtures.js';
import { buildProfile, errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { AccountInfoPage } from './account-info-page.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };
const rejected = buildDemand({
  id: 'd-9',
  title: '储能电站热管理',
  status: 'rejected',
  rejectReason: '请补充技术指标',
});
const button = (text: string) =>
  screen.getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

describe('/frontAccountInfo?tab=demands', () => {
  let write: (request: Received) => Reply = () => envelopeReply(200, null);
  const ctx = useClientHarness((request) => {
    if (request.method !== 'GET') return write(request);
    return portalHandler({
      '/api/account/profile': buildProfile({ role: 'user', accountType: 'company' }),
      '/api/my/tech-demands': { items: [rejected], total: 1, page: 1, pageSize: 10 },
      '/api/my/tech-demands/d-9': { ...rejected, events: [] },
      '/api/my/tech-demands/d-9/matches': NO_MATCHES,
    })(request);
  });
  beforeEach(() => {
    write = () => envelopeReply(200, null);
    setRuntimeConfig(null);
  });

  it('is not offered to a person', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=demands', route);
    expect(await screen.findByRole('tab', { name: '基本资料', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '技术需求' })).toBeNull();
  });

  it('lists the company’s demands with the reason a refused one was given', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    renderPortalPage('/frontAccountInfo?tab=demands', route);
    expect(await screen.findByRole('tab', { name: '技术需求', selected: true })).toBeTruthy();
    const row = (await screen.findByText('储能电站热管理')).closest('tr') as HTMLElement;
    expect(within(row).getByText('未通过')).toBeTruthy();
    expect(within(row).getByText('原因：请补充技术指标')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '提交审核：需求“储能电站热管理”' }));
    await waitFor(() =>
      expect(writesTo(ctx.server.received, 'POST', '/api/my/tech-demands/d-9/submit')).toHaveLength(1),
    );
  });

  it('checks a new demand with the contract before sending it, then submits it for review', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    write = () => envelopeReply(200, { ...rejected, id: 'd-10', status: 'pending', events: [] });
    renderPortalPage('/frontAccountInfo?tab=demands', route);
    fireEvent.click(await screen.findByRole('button', { name: '发布技术需求' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf('需求名称')).toBe('此项为必填项'));
    const modes = within(dialog).getByRole('group', { name: '合作方式' }).closest('.ant-form-item');
    expect(modes?.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请至少选择一种合作方式');
    expect(errorOf('预算下限（万元）')).toBe('请填写预算范围，或选择“面议”');
    expect(writesTo(ctx.server.received, 'POST', '/api/my/tech-demands')).toEqual([]);

    fireEvent.change(screen.getByLabelText('需求名称'), { target: { value: '海水淡化膜组件' } });
    fireEvent.mouseDown(screen.getByLabelText('所属产业'));
    fireEvent.click(await screen.findByTitle('新能源汽车'));
    fireEvent.change(screen.getByLabelText('需求描述'), { target: { value: '需要耐污染的反渗透膜组件。' } });
    fireEvent.click(within(dialog).getByLabelText('专利许可'));
    fireEvent.click(screen.getByLabelText('面议'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(writesTo(ctx.server.received, 'POST', '/api/my/tech-demands')).toHaveLength(1));
    expect(writesTo(ctx.server.received, 'POST', '/api/my/tech-demands')[0]?.body).toMatchObject({
      title: '海水淡化膜组件',
      industry: 'nev',
      description: '需要耐污染的反渗透膜组件。',
      modes: ['licence'],
      budgetNegotiable: true,
      budgetMin: null,
      budgetMax: null,
      submit: true,
    });
  });
});
