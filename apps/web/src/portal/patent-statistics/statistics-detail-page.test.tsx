import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { pickOption } from '../../admin/shared/admin-test-utils.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { StatisticsDetailPage } from './statistics-detail-page.js';
import { buildDetail } from './statistics-fixtures.js';

const route = {
  path: '/patentStatistics/detail',
  title: 'nav.infoUse,nav.patentStatistics,route.patentStatisticsDetail',
  Component: StatisticsDetailPage,
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/patentStatistics/detail', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/statistics/detail': (request: { query: URLSearchParams }) =>
        request.query.get('indicator') === 'highValuePer10k'
          ? buildDetail({
              indicator: 'highValuePer10k',
              years: [2025],
              year: 2025,
              figure: { value: 30.39, throughMonth: 12, previous: 26.2, change: 0.16 },
              trend: [{ year: 2025, value: 30.39, throughMonth: 12, previous: 26.2, change: 0.16 }],
              monthly: [],
              ranking: [
                {
                  district: 'yunhu',
                  value: 49.07,
                  throughMonth: 12,
                  previous: null,
                  change: null,
                  rank: 1,
                  share: null,
                },
              ],
              table: {
                years: [2025],
                rows: [
                  { district: null, values: [30.39] },
                  { district: 'yunhu', values: [49.07] },
                ],
              },
            })
          : buildDetail(),
    }),
  );
  beforeEach(() => setRuntimeConfig(TEST_CONFIG));
  afterEach(() => setRuntimeConfig(null));

  it('explains the indicator and shows its city figure against the same months a year before', async () => {
    renderPortalPage('/patentStatistics/detail?indicator=inventionApplications', route);
    expect(await screen.findByRole('heading', { level: 1, name: '数据详情' })).toBeTruthy();
    const indicator = await screen.findByRole('region', { name: '发明专利申请量' });
    expect(within(indicator).getByText(/按申请人地址所在区统计/)).toBeTruthy();
    const figures = within(indicator)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      '全市（2026年1—10月）=26,080 件',
      '上年同期=24,125 件',
      '同比=+8.1%',
      '最高的区=海滨区（15,000 件）',
      '统计口径=期间累计（月度数据相加为全年）；全市数据为各区数据之和',
    ]);
    expect(screen.getByText('2026年数据截至10月，同比为与上年同期（1—10月）相比。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回数据总览' }).getAttribute('href')).toBe('/patentStatistics');
  });

  it('has the monthly chart and the district-by-year table, newest year first, the city on top', async () => {
    renderPortalPage('/patentStatistics/detail?indicator=inventionApplications&year=2026', route);
    const monthly = await screen.findByRole('table', { name: '2026年逐月发明专利申请量' });
    expect(rowsOf(monthly)).toEqual(['月份数值（件）上年同期同比', '1月2,1001,900+10.5%', '2月1,5001,600-6.3%']);
    const section = screen.getByRole('region', { name: '各区历年发明专利申请量' });
    const table = within(section).getByRole('table', { name: '各区历年发明专利申请量（单位：件）' });
    expect(rowsOf(table)).toEqual([
      '区域2026年1—10月2025',
      '全市26,08030,762',
      '云湖区11,08013,000',
      '海滨区15,00017,762',
    ]);
    // Keyboard users can reach the table's scrolling frame.
    const frame = within(section).getByRole('region', { name: '各区历年发明专利申请量（单位：件）' });
    expect(frame.getAttribute('tabindex')).toBe('0');
  });

  it('says that a ratio is compiled city-wide and that a year without months has none to draw', async () => {
    renderPortalPage('/patentStatistics/detail?indicator=highValuePer10k', route);
    expect(
      await screen.findByText('“每万人口高价值发明专利拥有量”的全市数值按全市口径单独统计，不是各区数值之和或平均数。'),
    ).toBeTruthy();
    expect(screen.getByText('2025年只有全年数据，没有逐月数据。')).toBeTruthy();
    const ranking = await screen.findByRole('table', { name: '各区每万人口高价值发明专利拥有量排名（2025年）' });
    // No shares for a ratio: its districts do not add up to the city.
    expect(rowsOf(ranking)).toEqual(['区域排名数值（件/万人）同比', '云湖区149.07—']);
  });

  it('switches the indicator from its filter', async () => {
    const { router } = renderPortalPage('/patentStatistics/detail?indicator=inventionApplications', route);
    await screen.findByRole('region', { name: '发明专利申请量' });
    await pickOption('指标', '每万人口高价值发明专利拥有量');
    // No year in the address: the server answers with the indicator's newest (2025 for the ratio).
    await waitFor(() => expect(router.state.location.search).toBe('?indicator=highValuePer10k'));
    expect(await screen.findByRole('region', { name: '每万人口高价值发明专利拥有量' })).toBeTruthy();
    expect(ctx.server.calls('/api/statistics/detail').at(-1)?.query.get('indicator')).toBe('highValuePer10k');
  });
});
