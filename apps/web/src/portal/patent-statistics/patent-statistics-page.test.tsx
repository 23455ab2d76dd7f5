import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { pickOption } from '../../admin/shared/admin-test-utils.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { PatentStatisticsPage } from './patent-statistics-page.js';
import { buildOverview } from './statistics-fixtures.js';
import { readStatQuery, writeStatQuery } from './statistics-params.js';

const route = { path: '/patentStatistics', title: 'nav.infoUse,nav.patentStatistics', Component: PatentStatisticsPage };

describe('statistics address (pure)', () => {
  it('reads a hand-edited address safely and writes back only what differs from the defaults', () => {
    expect(readStatQuery(new URLSearchParams('indicator=gdp&year=abc'))).toEqual({
      indicator: 'inventionApplications',
      year: undefined,
    });
    expect(readStatQuery(new URLSearchParams('indicator=pctApplications&year=2024'))).toEqual({
      indicator: 'pctApplications',
      year: 2024,
    });
    expect(
      writeStatQuery({ indicator: 'inventionApplications', year: 2024 }, new URLSearchParams('id=3')).toString(),
    ).toBe('id=3&year=2024');
  });
});

describe('/patentStatistics', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/statistics/overview': (request: { query: URLSearchParams }) => {
        const indicator = request.query.get('indicator');
        const year = Number(request.query.get('year') ?? 2025);
        return buildOverview({ indicator: indicator as 'inventionGrants', year });
      },
    }),
  );
  // The city profile names the districts; the app shell loads it, the test sets it.
  beforeEach(() => setRuntimeConfig(TEST_CONFIG));
  afterEach(() => setRuntimeConfig(null));
  const overviewCalls = () => ctx.server.calls('/api/statistics/overview').map((c) => Object.fromEntries(c.query));

  it('shows the headline figures by group with their year-on-year change and a link to each detail', async () => {
    renderPortalPage('/patentStatistics?indicator=inventionGrants', route);
    const headlines = await screen.findByRole('region', { name: '2025年主要指标' });
    const patents = within(headlines).getByRole('region', { name: '专利' });
    const grants = within(patents).getByRole('link', { name: '发明专利授权量' }).closest('li') as HTMLElement;
    expect(grants.textContent).toBe('发明专利授权量9,310件2025年同比 +14.6%');
    expect(grants.className).toContain('is-selected');
    expect(within(grants).getByRole('link').getAttribute('href')).toBe(
      '/patentStatistics/detail?indicator=inventionGrants&year=2025',
    );
    const utility = within(patents).getByRole('link', { name: '实用新型专利授权量' }).closest('li') as HTMLElement;
    expect(within(utility).getByText('同比 -2.8%').className).toContain('is-down');
    const ratio = within(patents)
      .getByRole('link', { name: '每万人口高价值发明专利拥有量' })
      .closest('li') as HTMLElement;
    expect(ratio.textContent).toContain('30.39件/万人');
    const pct = within(patents).getByRole('link', { name: 'PCT国际专利申请量' }).closest('li') as HTMLElement;
    expect(within(pct).getByText('暂无数据')).toBeTruthy();
    const finance = within(headlines).getByRole('region', { name: '知识产权金融' });
    expect(within(finance).getByText('136.65')).toBeTruthy();
    // Demo figures say so.
    expect(screen.getByText(/演示数据：本页数据由系统生成/)).toBeTruthy();
  });

  it('draws the trend, the district ranking and the grant composition, each with its data table', async () => {
    renderPortalPage('/patentStatistics?indicator=inventionGrants', route);
    const charts = await screen.findByRole('region', { name: '发明专利授权量：趋势与分布' });
    // Without a canvas (jsdom) every chart shows its data table from the start.
    const trend = await within(charts).findByRole('table', { name: '发明专利授权量历年趋势' });
    expect(
      within(trend)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['年份数值（件）同比', '20237,032—', '20248,123+15.5%', '20259,310+14.6%']);
    const ranking = within(charts).getByRole('table', { name: '各区发明专利授权量排名（2025年）' });
    expect(
      within(ranking)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['区域排名数值（件）同比占全市比重', '云湖区15,600+16.7%60.2%', '海滨区23,710+11.6%39.8%']);
    const grants = within(charts).getByRole('table', { name: '专利授权构成（2025年）' });
    expect(within(grants).getByRole('rowheader', { name: '实用新型专利授权量' })).toBeTruthy();
    // A composition without any figure is left out.
    expect(within(charts).queryByRole('table', { name: /专利申请构成/ })).toBeNull();
    expect(within(charts).getByRole('link', { name: '查看发明专利授权量详细数据' }).getAttribute('href')).toBe(
      '/patentStatistics/detail?indicator=inventionGrants&year=2025',
    );
  });

  it('puts the chosen year and indicator in the address and asks the server for them', async () => {
    const { router } = renderPortalPage('/patentStatistics', route);
    await screen.findByRole('region', { name: '2025年主要指标' });
    expect(overviewCalls()[0]).toEqual({ indicator: 'inventionApplications' });

    await pickOption('年份', '2024年');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2024'));
    expect(await screen.findByRole('region', { name: '2024年主要指标' })).toBeTruthy();
    await pickOption('指标', 'PCT国际专利申请量');
    await waitFor(() => expect(router.state.location.search).toBe('?indicator=pctApplications&year=2024'));
    await waitFor(() => expect(overviewCalls().at(-1)).toEqual({ indicator: 'pctApplications', year: '2024' }));
    expect(await screen.findByRole('region', { name: 'PCT国际专利申请量：趋势与分布' })).toBeTruthy();
  });

  it('says so when there are no figures at all', async () => {
    ctx.server.handle(
      portalHandler({ '/api/statistics/overview': buildOverview({ years: [], year: null, trend: [], ranking: [] }) }),
    );
    renderPortalPage('/patentStatistics', route);
    expect(await screen.findByText('暂无知识产权统计数据')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /主要指标/ })).toBeNull();
  });
});
