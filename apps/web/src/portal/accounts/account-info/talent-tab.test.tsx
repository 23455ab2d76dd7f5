import type { MyTalent } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { envelopeReply, type Received, type Reply } from '../../../../test/fake-server.js';
import { portalHandler } from '../../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildProfile, errorOf, ROUTES, writesTo } from '../accounts-test-kit.js';
import { AccountInfoPage } from './account-info-page.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (text: string) =>
  screen.getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

/** Opens the antd Select labelled `label` and picks the option titled `option`. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const rejected: MyTalent = {
  id: '00000000-0000-4000-8000-000000000009',
  status: 'rejected',
  name: '李娜',
  photo: null,
  organisation: '示例大学',
  industries: ['biomed'],
  ipcSections: ['A'],
  services: ['drafting'],
  qualifications: [{ kind: 'patentAttorney', number: '4401234', verified: false }],
  profile: '专利撰写。',
  acceptsContact: true,
  phone: '0755-81234567',
  email: 'li.na@example.cn',
  rejectReason: '执业证号无法核实',
  createdAt: '2025-03-01T02:00:00.000Z',
  updatedAt: '2025-03-02T02:00:00.000Z',
  reviewedAt: '2025-03-02T02:00:00.000Z',
  publishedAt: null,
};

describe('/frontAccountInfo?tab=talent', () => {
  let mine: MyTalent | null = null;
  let write: (request: Received) => Reply = () => envelopeReply(200, null);
  const ctx = useClientHarness((request) => {
    if (request.method !== 'GET') return write(request);
    return portalHandler({ '/api/account/profile': buildProfile(), '/api/my/talent': () => mine })(request);
  });
  beforeEach(() => {
    mine = null;
    write = () => envelopeReply(200, null);
    setRuntimeConfig(null);
    storeTokens({ token: 'bearer u-1', role: 'common' });
  });

  it('checks the application as the server does, then submits it for review', async () => {
    write = (request) =>
      envelopeReply(200, { ...rejected, status: 'pending', rejectReason: null, ...(request.body as object) });
    renderPortalPage('/frontAccountInfo?tab=talent', route);
    expect(await screen.findByRole('tab', { name: '专家入库', selected: true })).toBeTruthy();
    expect(await screen.findByText(/可申请加入人才专家库/)).toBeTruthy();

    fireEvent.click(button('提交入库申请'));
    await waitFor(() => expect(errorOf('姓名')).toBe('此项为必填项'));
    expect(errorOf('个人简介')).toBe('此项为必填项');
    expect(writesTo(ctx.server.received, 'PUT', '/api/my/talent')).toEqual([]);

    type('姓名', '李娜');
    await pick('重点产业', '生物医药');
    await pick('服务内容', '专利撰写');
    type('个人简介', '长期从事专利撰写。');
    type('联系电话', '0755-81234567');
    fireEvent.click(screen.getByLabelText('我同意平台在人才专家库中公开展示以上信息（电话和邮箱除外）'));
    fireEvent.click(button('提交入库申请'));
    await waitFor(() => expect(writesTo(ctx.server.received, 'PUT', '/api/my/talent')).toHaveLength(1));
    expect(writesTo(ctx.server.received, 'PUT', '/api/my/talent')[0]?.body).toEqual({
      name: '李娜',
      photoUploadId: null,
      organisation: '',
      industries: ['biomed'],
      ipcSections: [],
      services: ['drafting'],
      qualifications: [],
      profile: '长期从事专利撰写。',
      acceptsContact: true,
      phone: '0755-81234567',
      email: '',
      consent: true,
    });
    expect(await screen.findByText('入库申请已提交，请等待审核')).toBeTruthy();
  });

  it('shows the reason of a rejection and withdraws the entry after a confirmation', async () => {
    mine = rejected;
    write = () => envelopeReply(200, { ...rejected, status: 'withdrawn' });
    renderPortalPage('/frontAccountInfo?tab=talent', route);
    expect(await screen.findByText('当前状态：未通过')).toBeTruthy();
    expect(screen.getByText('未通过原因：执业证号无法核实')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李娜');
    expect((screen.getByLabelText('证书编号') as HTMLInputElement).value).toBe('4401234');

    fireEvent.click(button('撤回入库信息'));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/立即从人才专家库中移除/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定撤回' }));
    await waitFor(() => expect(writesTo(ctx.server.received, 'POST', '/api/my/talent/withdraw')).toHaveLength(1));
  });
});
