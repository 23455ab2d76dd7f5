import type { PortfolioClaim, PortfolioPage, PortfolioPatent } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, type Received, type Reply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { AccountInfoPage } from '../accounts/account-info/account-info-page.js';
import { buildIdentity, buildProfile, errorOf, ROUTES, writesTo } from '../accounts/accounts-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };

function buildRow(overrides: Partial<PortfolioPatent>): PortfolioPatent {
  return {
    patentId: 1,
    title: '锂电池热失控预警方法',
    applicationNumber: 'CN202010123456.7',
    publicationNumber: 'CN111000001B',
    patentType: 'invention',
    legalStatus: 'valid',
    applicationDate: '2020-03-15',
    grantDate: '2022-07-20',
    source: 'applicant',
    claimId: null,
    demo: false,
    nextFee: { dueDate: '2026-12-04', lateUntil: '2027-06-04', patentYear: 7, daysLeft: 5 },
    termEnd: '2040-03-14',
    termDaysLeft: 4854,
    daysLeft: 5,
    urgency: 'within7',
    ...overrides,
  };
}

const PAGE: PortfolioPage = {
  items: [
    buildRow({}),
    buildRow({
      patentId: 2,
      title: '受让的海水淡化膜组件',
      applicationNumber: 'CN201920123456.1',
      patentType: 'utility',
      source: 'claim',
      claimId: 'c-1',
      demo: true,
      nextFee: null,
      legalStatus: 'pending',
      grantDate: null,
      daysLeft: null,
      urgency: 'none',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 10,
  companyName: '示范科技有限公司',
  today: '2026-11-29',
};
const REJECTED: PortfolioClaim = {
  id: 'c-2',
  patentId: 3,
  title: '另一件他人的专利',
  applicationNumber: 'CN202130123456.3',
  publicationNumber: 'CN306000001S',
  patentType: 'design',
  legalStatus: 'valid',
  applicationDate: '2021-09-01',
  grantDate: '2022-01-05',
  number: 'CN202130123456.3',
  status: 'rejected',
  rejectReason: '申请人与企业名称不符',
  createdAt: '2026-11-01T02:00:00.000Z',
  decidedAt: '2026-11-02T02:00:00.000Z',
  demo: false,
};

const companyProfile = (status: 'approved' | 'pending') =>
  buildProfile({
    role: status === 'approved' ? 'user' : 'common',
    accountType: 'company',
    identity: buildIdentity({ status, kind: 'company', name: '示范科技有限公司' }),
  });

describe('/frontAccountInfo?tab=portfolio', () => {
  let profile = companyProfile('approved');
  let write: (request: Received) => Reply = () => envelopeReply(200, null);
  const ctx = useClientHarness((request) => {
    if (request.method !== 'GET') return write(request);
    return portalHandler({
      '/api/account/profile': profile,
      '/api/my/portfolio': PAGE,
      '/api/my/portfolio/claims': [REJECTED],
      '/api/my/portfolio/settings': { reminders: true },
    })(request);
  });
  beforeEach(() => {
    profile = companyProfile('approved');
    write = () => envelopeReply(200, null);
    setRuntimeConfig(null);
  });

  it('is not offered to a person', async () => {
    profile = buildProfile();
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    expect(await screen.findByRole('tab', { name: '基本资料', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '我的专利' })).toBeNull();
  });

  it('tells a company under review why it has no portfolio yet, and where its authentication is', async () => {
    profile = companyProfile('pending');
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    expect(await screen.findByRole('tab', { name: '我的专利', selected: true })).toBeTruthy();
    expect(screen.getByText('“我的专利”仅向通过企业认证的企业用户开放')).toBeTruthy();
    expect(screen.getByText('贵单位的企业认证正在审核中，审核通过后即可使用。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看或提交企业认证' }).getAttribute('href')).toBe(
      '/frontAccountInfo?tab=identity',
    );
    expect(ctx.server.calls('/api/my/portfolio')).toEqual([]);
  });

  it('lists the patents with their deadlines, urgency in words and a link to each patent', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    const link = await screen.findByRole('link', { name: '查看专利详情：锂电池热失控预警方法' });
    expect(link.getAttribute('href')).toBe('/patentSearch?id=1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('2026年12月4日（第 7 年度）')).toBeTruthy();
    expect(within(row).getByText('滞纳期至 2027年6月4日')).toBeTruthy();
    expect(within(row).getByText('7 天内到期')).toBeTruthy();
    expect(within(row).getByText('还有 5 天')).toBeTruthy();
    expect(within(row).getByText('有效')).toBeTruthy();
    const claimed = screen
      .getByRole('link', { name: '查看专利详情：受让的海水淡化膜组件' })
      .closest('tr') as HTMLElement;
    expect(within(claimed).getByText('授权后开始缴纳')).toBeTruthy();
    expect(within(claimed).getByText('无临近期限')).toBeTruthy();
    expect(within(claimed).getByText('自行添加')).toBeTruthy();
    expect(within(claimed).getByText('演示数据')).toBeTruthy();
    expect(within(row).queryByText('演示数据')).toBeNull();
    const rejected = (await screen.findByText('原因：申请人与企业名称不符')).closest('li') as HTMLElement;
    expect(within(rejected).getByText('未通过')).toBeTruthy();
  });

  it('removes an added patent after a confirmation', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    fireEvent.click(await screen.findByRole('button', { name: '从“我的专利”中移除：受让的海水淡化膜组件' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '移除' }));
    await waitFor(() =>
      expect(writesTo(ctx.server.received, 'DELETE', '/api/my/portfolio/claims/c-1')).toHaveLength(1),
    );
  });

  it('checks a number with the contract first, then shows the server’s refusal on the field', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    write = () =>
      envelopeReply(
        400,
        { errors: [{ field: 'number', message: '平台专利数据库中没有该号码的专利，请核对后重新输入' }] },
        '提交的信息有误',
        400,
      );
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    const input = await screen.findByLabelText('申请号或公开（公告）号');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '提交添加' }));
    await waitFor(() =>
      expect(errorOf('申请号或公开（公告）号')).toBe(
        '请输入申请号（如 CN202110123456.7，含校验位）或公开（公告）号（如 CN112345678A）',
      ),
    );
    expect(writesTo(ctx.server.received, 'POST', '/api/my/portfolio/claims')).toEqual([]);

    fireEvent.change(input, { target: { value: 'CN119912345A' } });
    fireEvent.click(screen.getByRole('button', { name: '提交添加' }));
    await waitFor(() =>
      expect(errorOf('申请号或公开（公告）号')).toBe('平台专利数据库中没有该号码的专利，请核对后重新输入'),
    );
    expect(writesTo(ctx.server.received, 'POST', '/api/my/portfolio/claims')[0]?.body).toEqual({
      number: 'CN119912345A',
    });
  });

  it('turns the reminder mails off', async () => {
    storeTokens({ token: 'bearer u-1', role: 'user' });
    write = (request) => envelopeReply(200, request.body);
    renderPortalPage('/frontAccountInfo?tab=portfolio', route);
    const toggle = await screen.findByRole('switch', {
      name: '在年费缴费期限和专利权期限届满前 90 天、30 天和 7 天发送邮件提醒',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(writesTo(ctx.server.received, 'PUT', '/api/my/portfolio/settings')[0]?.body).toEqual({ reminders: false }),
    );
  });
});
