import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { pickOption } from '../../admin/shared/admin-test-utils.js';
import { AppProviders, createQueryClient } from '../../app/app-providers.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { buildFacets } from '../patent-search/patent-search.fixtures.js';
import {
  buildCityMap,
  buildDistrictDetail,
  buildFigure,
  buildYearFigures,
  clickMapDistrict,
} from './city-map.fixtures.js';
import { DistrictMapSection } from './district-map-section.js';

/** Twelve applicants of 云湖区, most patents first, counted from a sample (the district is large). */
const yunhuFacets = {
  ...buildFacets(),
  approximate: true,
  facets: {
    ...buildFacets().facets,
    applicant: Array.from({ length: 12 }, (_, i) => ({ value: `云湖申请人${i + 1}`, count: 1200 - i * 10 })),
  },
};

/** What the search page reads from an address: its path, and its `filter` values in order. */
function searchOf(href: string | null) {
  const url = new URL(href ?? '', 'http://portal.test');
  return { path: url.pathname, filters: url.searchParams.getAll('filter'), q: url.searchParams.get('q') };
}

/** The section on a page of its own, as /patentStatistics embeds it; the router shows where links lead. */
function renderSection(path = '/patentStatistics') {
  const router = createMemoryRouter(
    [
      { path: '/patentStatistics', element: <DistrictMapSection /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const figures2024 = buildYearFigures({
  year: 2024,
  figures: [
    buildFigure({ year: 2024, patentApplications: 19000 }),
    buildFigure({ district: 'haibin', year: 2024, patentApplications: 5000 }),
  ],
});

describe('DistrictMapSection', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/city-map': buildCityMap(),
      '/api/city-map/figures': (request) => (request.query.get('year') === '2024' ? figures2024 : buildYearFigures()),
      '/api/city-map/districts/yunhu': buildDistrictDetail(),
      '/api/data/patents/facets': yunhuFacets,
    }),
  );
  beforeEach(() => {
    setRuntimeConfig(TEST_CONFIG);
    // jsdom has no canvas; the SVG renderer only asks one for text widths.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('draws the districts coloured by the latest year, with the legend, the caption and the same figures as a table', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: '各区知识产权数据分布' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '2025 年各区专利申请量及服务网点数' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['区域专利申请量服务网点专利检索', '云湖区21,0001查看专利', '海滨区暂无数据0查看专利']);

    const drawing = screen.getByRole('img', { name: '2025 年各区专利申请量分布图' });
    await waitFor(() => expect(drawing.querySelectorAll('path').length).toBeGreaterThan(1));
    // District names on the map, and the legend's classes up to the largest value.
    expect([...drawing.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['云湖区', '海滨区', '0 – 4,200', '16,800 – 21,000']),
    );
    expect(screen.getByText('示意图：系统生成的区划示意，不代表真实行政区域界线')).toBeTruthy();
    expect(screen.getByText('演示数据')).toBeTruthy();
  });

  it('switches indicator and year, keeping both in the address', async () => {
    const router = renderSection();
    await screen.findByRole('table', { name: /2025 年/ });
    await pickOption('统计指标', '商标注册量');
    expect(await screen.findByRole('table', { name: '2025 年各区商标注册量及服务网点数' })).toBeTruthy();
    expect(screen.getByText('24,500')).toBeTruthy();

    await pickOption('年度', '2024 年');
    const older = await screen.findByRole('table', { name: '2024 年各区商标注册量及服务网点数' });
    expect(older).toBeTruthy();
    expect(ctx.server.calls('/api/city-map/figures').some((call) => call.query.get('year') === '2024')).toBe(true);
    expect(router.state.location.search).toContain('mapIndicator=trademarkRegistrations');
    expect(router.state.location.search).toContain('mapYear=2024');
  });

  it("opens a district's detail from the table: figures by year, outlets and its patents", async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderSection('/patentStatistics?keep=1');
    await user.click(await screen.findByRole('button', { name: '查看云湖区详情' }));
    const drawer = await screen.findByRole('dialog', { name: '云湖区' });
    expect(router.state.location.search).toBe('?keep=1&mapDistrict=yunhu');
    const figures = await within(drawer).findByRole('table', { name: '云湖区历年知识产权数据（单位：件）' });
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['指标', '2025 年', '2024 年']);
    expect(within(figures).getByRole('row', { name: /^专利申请量/ }).textContent).toBe('专利申请量21,00019,000');
    expect(within(drawer).getByRole('link', { name: '云湖区知识产权工作站' }).getAttribute('href')).toBe(
      '/serverDetail?id=00000000-0000-4000-8000-0000000000a1',
    );
    // The district's patents: the search page's own district filter, not an expression to edit.
    const patents = within(drawer).getByRole('link', { name: '查看云湖区的专利' });
    expect(searchOf(patents.getAttribute('href'))).toEqual({
      path: '/patentSearch',
      filters: ['district:云湖区'],
      q: null,
    });

    await user.click(within(drawer).getByRole('button', { name: '关闭区域详情' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
  });

  it("lists the district's ten applicants with the most patents, each a link to their patents in the district", async () => {
    renderSection('/patentStatistics?mapDistrict=yunhu');
    const drawer = await screen.findByRole('dialog', { name: '云湖区' });
    const table = await within(drawer).findByRole('table', { name: '云湖区专利数量最多的申请人' });
    // The patent search's own counts of the district's search, whose top applicants they list.
    expect(ctx.server.calls('/api/data/patents/facets').map((call) => call.query.get('q'))).toEqual(['DI=(云湖区)']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(11);
    expect(rows.slice(0, 3)).toEqual(['排名申请人专利数（件）', '1云湖申请人1约 1,200', '2云湖申请人2约 1,190']);
    expect(rows[10]).toBe('10云湖申请人10约 1,110');
    expect(within(drawer).getByText('该区专利较多，以上数量为按十分之一抽样估算的近似值。')).toBeTruthy();
    const first = within(table).getByRole('link', { name: '云湖申请人1' });
    expect(searchOf(first.getAttribute('href'))).toEqual({
      path: '/patentSearch',
      filters: ['district:云湖区', 'applicant:云湖申请人1'],
      q: null,
    });
  });

  it('says so when the district has no applicants', async () => {
    ctx.server.handle(
      portalHandler({
        '/api/city-map': buildCityMap(),
        '/api/city-map/figures': buildYearFigures(),
        '/api/city-map/districts/yunhu': buildDistrictDetail(),
        '/api/data/patents/facets': { ...buildFacets(), facets: { ...buildFacets().facets, applicant: [] } },
      }),
    );
    renderSection('/patentStatistics?mapDistrict=yunhu');
    const drawer = await screen.findByRole('dialog', { name: '云湖区' });
    expect(await within(drawer).findByText('该区暂无专利申请人数据')).toBeTruthy();
  });

  it("opens the district's patent search on a click in the drawing, and offers the same as a link in each row of the table", async () => {
    const router = renderSection();
    const table = await screen.findByRole('table', { name: '2025 年各区专利申请量及服务网点数' });
    for (const [name, district] of [
      ['云湖区', 'yunhu'],
      ['海滨区', 'haibin'],
    ] as const) {
      const link = within(table).getByRole('link', { name: `查看专利：${name}` });
      expect(searchOf(link.getAttribute('href')), district).toEqual({
        path: '/patentSearch',
        filters: [`district:${name}`],
        q: null,
      });
    }

    const drawing = screen.getByRole('img', { name: '2025 年各区专利申请量分布图' });
    await waitFor(() => expect(drawing.querySelectorAll('path').length).toBeGreaterThan(1));
    clickMapDistrict(drawing, 'haibin', 'series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/patentSearch'));
    expect(new URLSearchParams(router.state.location.search).getAll('filter')).toEqual(['district:海滨区']);
  });

  it('shows the review number of a configured map, and a notice while there are no figures', async () => {
    ctx.server.handle(
      portalHandler({
        '/api/city-map': buildCityMap({ source: 'configured', reviewNumber: 'GS(2099)0001号' }),
        '/api/city-map/figures': buildYearFigures({ year: null, years: [], figures: [], stationCounts: {} }),
      }),
    );
    renderSection();
    expect(await screen.findByText('审图号：GS(2099)0001号')).toBeTruthy();
    expect(screen.getByText('暂无地图统计数据')).toBeTruthy();
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
  });

  it('offers a retry when the map cannot be loaded', async () => {
    ctx.server.handle((request) =>
      request.path === '/api/city-map'
        ? { status: 500, body: { code: 500, msg: '服务异常', data: null } }
        : portalHandler({})(request),
    );
    renderSection();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
