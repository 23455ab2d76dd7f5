import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildLink } from '../../../test/factories.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { home } from './home-fixtures.js';

describe('/platformPortal', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/home': home,
      '/api/site': buildSite([buildLink({ name: '国家知识产权局' })]),
    }),
  );

  it('renders banners, news tabs, policies, the latest statistics and friendly links', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/platformPortal');
    const carousel = await screen.findByRole('region', { name: '焦点图' });
    expect(within(carousel).getAllByText('知识产权宣传周').length).toBeGreaterThan(0);
    expect(within(carousel).getAllByText('政策解读专栏').length).toBeGreaterThan(0);
    expect(carousel.querySelector('a[href="/generalInfo?informationType=1"]')).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: /暂停轮播|继续轮播/ })).toBeTruthy();

    // News tabs: industry news first, switching shows the other types; 'more' follows the tab.
    expect(screen.getByRole('link', { name: '行业资讯一' }).getAttribute('href')).toBe(
      '/generalInfo/detail?id=n-1&informationType=1',
    );
    await user.click(screen.getByRole('tab', { name: '政策法规' }));
    expect(screen.getByRole('link', { name: '政策法规一' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /更多\s*政策法规/ }).getAttribute('href')).toBe(
      '/generalInfo?informationType=2',
    );
    await user.click(screen.getByRole('tab', { name: '行业分析' }));
    expect(screen.getAllByText('暂无匹配信息').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: '市级' }));
    expect(screen.getByRole('link', { name: '市级政策一' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /更多\s*市级/ }).getAttribute('href')).toBe('/policySearch?level=city');

    // The latest city statistics, each with its own period and year-on-year change.
    const figures = screen.getByRole('region', { name: '知识产权数据' });
    const invention = within(figures).getByText('发明专利授权量').closest('div') as HTMLElement;
    expect(invention.textContent).toBe('发明专利授权量1,234,567件2026年1—10月 同比 +12.2%');
    const ratio = within(figures).getByText('每万人口高价值发明专利拥有量').closest('div') as HTMLElement;
    expect(ratio.textContent).toBe('每万人口高价值发明专利拥有量30.4件/万人2025年 同比 -5%');
    expect(within(figures).getByRole('link', { name: '查看更多知识产权数据' }).getAttribute('href')).toBe(
      '/patentStatistics',
    );
    expect(screen.getAllByRole('link', { name: /国家知识产权局/ }).length).toBeGreaterThan(0);
    const outlets = screen.getByRole('region', { name: '服务网点' });
    expect(within(outlets).getByText('提供专利业务受理等服务。')).toBeTruthy();
    expect(within(outlets).getByRole('link', { name: '查看窗口地址与办理指南' }).getAttribute('href')).toBe(
      '/publicServe',
    );
    // Real outlets from the service window's data, each leading to its detail.
    expect(within(outlets).getByRole('link', { name: '云湖区知识产权工作站' }).getAttribute('href')).toBe(
      '/serverDetail?id=00000000-0000-4000-8000-0000000000a7',
    );
    expect(within(outlets).getByText('云湖区创新大道 12 号')).toBeTruthy();
    expect(within(outlets).getByRole('link', { name: '查看全部服务网点及分布地图' }).getAttribute('href')).toBe(
      '/publicServe',
    );

    // Two cached calls feed the page (the footer and the menu share /api/site).
    await waitFor(() => expect(ctx.server.calls('/api/site')).toHaveLength(1));
    expect(ctx.server.calls('/api/home')).toHaveLength(1);
  });

  it('switches to 长辈版 from the header: the carousel never turns, one column, friendly links only in the footer', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/platformPortal');
    const carousel = await screen.findByRole('region', { name: '焦点图' });
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(within(main).getAllByRole('link', { name: /国家知识产权局/ }).length).toBeGreaterThan(0),
    );
    expect(within(carousel).getByRole('button', { name: /暂停轮播|继续轮播/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '切换到长辈版' }));
    expect(document.documentElement.classList.contains('senior-mode')).toBe(true);
    expect(document.cookie).toContain('displayMode=senior');
    expect(within(carousel).queryByRole('button', { name: /暂停轮播|继续轮播/ })).toBeNull();
    expect(within(main).queryByRole('link', { name: /国家知识产权局/ })).toBeNull();
    expect(
      within(screen.getByRole('contentinfo')).getAllByRole('link', { name: /国家知识产权局/ }).length,
    ).toBeGreaterThan(0);

    const back = screen.getByRole('button', { name: '返回标准版' });
    expect(back.textContent).toBe('标准版');
    await user.click(back);
    expect(document.documentElement.classList.contains('senior-mode')).toBe(false);
    expect(document.cookie).not.toContain('displayMode');
    expect(within(carousel).getByRole('button', { name: /暂停轮播|继续轮播/ })).toBeTruthy();
  });
});
