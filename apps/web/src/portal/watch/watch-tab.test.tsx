import type { SavedSearch, WatchDigest, WatchOverview } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { AccountInfoPage } from '../accounts/account-info/account-info-page.js';
import { buildProfile, ROUTES } from '../accounts/accounts-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };

const battery: SavedSearch = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '锂电池发明',
  expression: '锂电池 and PT=(发明)',
  search: 'q=%E9%94%82%E7%94%B5%E6%B1%A0&filter=patentType%3A%E5%8F%91%E6%98%8E',
  sort: 'applicationDate',
  frequency: 'daily',
  nextDigestAt: '2026-12-01T02:00:00.000Z',
  createdAt: '2026-11-30T02:00:00.000Z',
  updatedAt: '2026-11-30T02:00:00.000Z',
};
const overview: WatchOverview = {
  searches: [battery],
  industries: [
    { id: 'i1', industry: 'nev', nextDigestAt: '2026-12-07T02:00:00.000Z', createdAt: '2026-11-30T02:00:00.000Z' },
  ],
  maxSearches: 50,
};
const digest: WatchDigest = {
  id: 'd1',
  kind: 'search',
  savedSearchId: battery.id,
  name: battery.name,
  searchPath: '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&sort=applicationDate',
  windowFrom: '2026-11-30T02:00:00.000Z',
  windowTo: '2026-12-01T02:00:00.000Z',
  sentAt: '2026-12-01T02:00:05.000Z',
  sections: [
    {
      section: 'matches',
      total: 53,
      patents: [
        {
          id: 42,
          title: '一种锂电池隔膜及其制备方法',
          applicationNumber: 'CN202610123456.7',
          publicationDate: '2026-11-30',
        },
      ],
    },
  ],
};

describe('/frontAccountInfo?tab=watch', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/account/profile': buildProfile({ role: 'common' }),
      '/api/my/watch': overview,
      '/api/my/watch/alerts': [digest],
      [`/api/my/watch/searches/${battery.id}`]: (request) => ({ ...battery, ...(request.body as object) }),
      '/api/my/watch/industries/nev': null,
    }),
  );
  beforeEach(() => setRuntimeConfig(TEST_CONFIG));
  afterEach(() => setRuntimeConfig(null));
  const calls = (path: string, method: string) => ctx.server.calls(path).filter((call) => call.method === method);

  it('lists the saved searches, each opening the search as saved, with its alerts chosen in the row', async () => {
    const user = userEvent.setup({ delay: null });
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=watch', route);
    expect(await screen.findByRole('tab', { name: '专利提醒', selected: true })).toBeTruthy();
    const open = await screen.findByRole('link', { name: '打开检索“锂电池发明”' });
    expect(open.getAttribute('href')).toBe(
      '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&filter=patentType%3A%E5%8F%91%E6%98%8E&sort=applicationDate',
    );
    const row = open.closest('tr') as HTMLElement;
    expect(within(row).getByText('锂电池 and PT=(发明)')).toBeTruthy();

    const frequency = within(row).getByRole('combobox', { name: '检索“锂电池发明”的邮件提醒' });
    await user.click(frequency);
    await user.click(await screen.findByTitle('不提醒'));
    await waitFor(() => expect(calls(`/api/my/watch/searches/${battery.id}`, 'PUT')).toHaveLength(1));
    expect(calls(`/api/my/watch/searches/${battery.id}`, 'PUT')[0]?.body).toEqual({
      name: '锂电池发明',
      frequency: 'off',
    });
  });

  it('renames and deletes a saved search', async () => {
    const user = userEvent.setup({ delay: null });
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=watch', route);
    await user.click(await screen.findByRole('button', { name: '重命名检索“锂电池发明”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('重命名检索“锂电池发明”')).toBeTruthy();
    const name = within(dialog).getByLabelText('检索名称');
    await user.clear(name);
    await user.type(name, '固态电池');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(`/api/my/watch/searches/${battery.id}`, 'PUT')).toHaveLength(1));
    expect(calls(`/api/my/watch/searches/${battery.id}`, 'PUT')[0]?.body).toEqual({
      name: '固态电池',
      frequency: 'daily',
    });

    await user.click(screen.getByRole('button', { name: '删除检索“锂电池发明”' }));
    const confirm = (await screen.findByText(/确定删除检索“锂电池发明”吗/)).closest('.ant-popover') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls(`/api/my/watch/searches/${battery.id}`, 'DELETE')).toHaveLength(1));
  });

  it('lists the industry subscriptions with their unsubscribe, and reads the recent alerts again', async () => {
    const user = userEvent.setup({ delay: null });
    storeTokens({ token: 'bearer u-1', role: 'user' });
    renderPortalPage('/frontAccountInfo?tab=watch', route);
    const industries = await screen.findByRole('region', { name: '产业订阅' });
    expect((await within(industries).findByRole('link', { name: '新能源汽车' })).getAttribute('href')).toBe(
      '/patentDatabase?industry=nev',
    );
    await user.click(within(industries).getByRole('button', { name: '退订：新能源汽车每周动态' }));
    await waitFor(() => expect(calls('/api/my/watch/industries/nev', 'DELETE')).toHaveLength(1));

    const alerts = screen.getByRole('region', { name: '最近提醒' });
    const entry = await within(alerts).findByRole('article', { name: /检索“锂电池发明”/ });
    expect(within(entry).getByRole('heading', { level: 4, name: '新专利 53 件' })).toBeTruthy();
    expect(within(entry).getByRole('link', { name: '一种锂电池隔膜及其制备方法' }).getAttribute('href')).toBe(
      '/patentSearch?id=42',
    );
    expect(within(entry).getByText('另有 52 件未列出。')).toBeTruthy();
    expect(within(entry).getByRole('link', { name: '查看检索“锂电池发明”的全部结果' }).getAttribute('href')).toBe(
      digest.searchPath,
    );
  });

  it('is not offered to staff accounts, which keep no alerts', async () => {
    storeTokens({ token: 'bearer s-1', role: 'bus' });
    renderPortalPage('/frontAccountInfo?tab=watch', route);
    expect(await screen.findByRole('tab', { name: '基本资料', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '专利提醒' })).toBeNull();
    expect(ctx.server.calls('/api/my/watch')).toEqual([]);
  });
});
