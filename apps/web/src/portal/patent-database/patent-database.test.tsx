import type { IndustryDetail, IndustryOverview } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { setLanguage } from '../../i18n/index.js';
import { renderPortalPage } from './page-test-utils.js';
import { PatentDatabasePage } from './patent-database-page.js';

const route = { path: '/patentDatabase', title: 'nav.infoUse,nav.patentDatabase', Component: PatentDatabasePage };

const overviews: IndustryOverview[] = [
  {
    code: 'biomed',
    patentCount: 8210,
    inventionCount: 5120,
    validCount: 4300,
    lastYearCount: 900,
    previousYearCount: 1000,
    openLicenceCount: 12,
  },
  {
    code: 'nev',
    patentCount: 12345,
    inventionCount: 6789,
    validCount: 9876,
    lastYearCount: 1500,
    previousYearCount: 1200,
    openLicenceCount: 45,
  },
];
const nevDetail: IndustryDetail = {
  ...(overviews[1] as IndustryOverview),
  approximate: true,
  byYear: [
    { year: 2022, patentType: 'invention', count: 700 },
    { year: 2022, patentType: 'utility', count: 500 },
    { year: 2023, patentType: 'invention', count: 880 },
    { year: 2023, patentType: 'utility', count: 620 },
  ],
  topApplicants: [
    { value: '示范市云湖新能源科技有限公司', count: 321 },
    { value: '示范大学', count: 210 },
  ],
  byDistrict: [
    { value: '云湖区', count: 5000 },
    { value: '海滨区', count: 3000 },
  ],
  byIpcSubclass: [
    { value: 'H01M', count: 4100 },
    { value: 'B60L', count: 2500 },
  ],
};

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/patentDatabase', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/data/industries': overviews,
      '/api/data/industries/nev': nevDetail,
      '/api/data/patents': { items: [], total: 0, page: 1, pageSize: 20, tookMs: 1 },
      '/api/data/patents/facets': { total: 0, approximate: false, facets: {} },
    }),
  );
  const searchedExpressions = () => ctx.server.calls('/api/data/patents').map((call) => call.query.get('q'));
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  it('shows the configured industries as cards with their figures from the API', async () => {
    renderPortalPage('/patentDatabase', route);
    expect(await screen.findByRole('heading', { level: 1, name: '重点产业专利数据库' })).toBeTruthy();
    const cards = await within(region('重点产业')).findAllByRole('listitem');
    // The configured order, not the API's.
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '新能源汽车',
      '生物医药',
    ]);
    const [nev, biomed] = cards as [HTMLElement, HTMLElement];
    expect(within(nev).getByText('包括动力电池、驱动电机和充电设施。')).toBeTruthy();
    expect(figure(nev, '专利总量')).toBe('12,345');
    expect(figure(nev, '发明专利')).toBe('6,789');
    expect(figure(nev, '有效专利')).toBe('9,876');
    expect(figure(nev, '申请量同比')).toBe('+25%');
    expect(figure(nev, '开放许可')).toBe('45');
    expect(figure(biomed, '申请量同比')).toBe('-10%');
    expect(within(region('重点产业')).getByText('演示数据')).toBeTruthy();
    expect(ctx.server.calls('/api/data/industries')[0]?.headers.authorization).toBe('bearer db-1');
    // Before a choice the patents are those of every key industry.
    await waitFor(() => expect(searchedExpressions()).toContain('IND=(新能源汽车 or 生物医药)'));
    expect(screen.getByRole('heading', { level: 2, name: '重点产业专利' })).toBeTruthy();
  });

  it('opens an industry from its card: address, figures, charts with data tables and scoped patents', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPortalPage(`/patentDatabase?q=${encodeURIComponent('电池')}&page=3`, route);
    await user.click(await screen.findByRole('link', { name: '新能源汽车' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        industry: 'nev',
        q: '电池',
      }),
    );
    expect(screen.getByRole('link', { name: '新能源汽车' }).getAttribute('aria-current')).toBe('true');

    const detail = await screen.findByRole('region', { name: '新能源汽车' });
    expect(within(detail).getByRole('heading', { level: 2, name: '新能源汽车' })).toBeTruthy();
    await waitFor(() => expect(figure(detail, '上年申请量')).toBe('1,500'));
    expect(figure(detail, '前年申请量')).toBe('1,200');
    expect(ctx.server.calls('/api/data/industries/nev')).toHaveLength(1);
    expect(await within(detail).findByText(/按十分之一抽样估算/, {}, { timeout: 10_000 })).toBeTruthy();

    // Each chart has its data table (shown from the start where nothing can be drawn, as in jsdom).
    const trend = await within(detail).findByRole('table', { name: '历年申请量（按专利类型）' }, { timeout: 10_000 });
    expect(
      within(trend)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['年份', '发明', '实用新型', '合计']));
    const row2023 = within(trend).getByRole('rowheader', { name: '2023' }).closest('tr') as HTMLElement;
    expect(within(row2023).getByText('880')).toBeTruthy();
    expect(within(row2023).getByText('1,500')).toBeTruthy();
    const applicants = within(detail).getByRole('table', { name: '申请人排名' });
    expect(within(applicants).getByRole('rowheader', { name: '示范市云湖新能源科技有限公司' })).toBeTruthy();
    expect(within(detail).getByRole('table', { name: '区域分布' })).toBeTruthy();
    expect(within(within(detail).getByRole('table', { name: 'IPC 小类排名' })).getByText('4,100')).toBeTruthy();

    // The patents are searched within the industry, the visitor's words ANDed to it.
    expect(screen.getByRole('heading', { level: 2, name: '新能源汽车专利' })).toBeTruthy();
    await waitFor(() => expect(searchedExpressions().at(-1)).toBe('IND=(新能源汽车) and 电池'));

    await user.click(screen.getByRole('link', { name: '查看全部产业' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('电池')}`));
    expect(screen.queryByRole('region', { name: '新能源汽车' })).toBeNull();
  });

  it('reads names, descriptions and numbers in English', async () => {
    await setLanguage('en-US');
    renderPortalPage('/patentDatabase?industry=nev', route);
    const detail = await screen.findByRole('region', { name: 'New energy vehicles' });
    expect(within(detail).getByText('Traction batteries, drive motors and charging.')).toBeTruthy();
    await waitFor(() => expect(figure(detail, 'Year on year')).toBe('+25%'));
    expect(figure(detail, 'Patents')).toBe('12,345');
    const districts = await within(detail).findByRole('table', { name: 'Districts' }, { timeout: 10_000 });
    expect(within(districts).getByRole('rowheader', { name: 'Yunhu District' })).toBeTruthy();
  });
});
