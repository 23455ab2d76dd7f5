import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle } from '../../../test/factories.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { pickOption } from '../../admin/shared/admin-test-utils.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { buildCityMap, buildDistrictDetail, clickMapDistrict } from '../city-map/city-map.fixtures.js';
import { buildOutlet, buildOutletSummary, buildService } from './outlet-fixtures.js';

const OUTLET_ID = '00000000-0000-4000-8000-0000000000a1';
const HAIBIN_ID = '00000000-0000-4000-8000-0000000000a2';
const TRADEMARKS = buildService({ id: '00000000-0000-4000-8000-0000000000b2', name: '商标注册受理', stationCount: 1 });
const photos = [
  { id: 'c'.repeat(64), name: 'outside.png', mime: 'image/png', size: 100 },
  { id: 'd'.repeat(64), name: 'hall.png', mime: 'image/png', size: 100 },
];
const haibin = buildOutletSummary({
  id: HAIBIN_ID,
  name: '海滨区商标受理窗口',
  district: 'haibin',
  address: '海滨区海港路 9 号',
  services: [{ id: TRADEMARKS.id, name: TRADEMARKS.name }],
});

const handler = portalHandler({
  '/api/guides/serviceWindow': buildArticle({
    kind: 'guide',
    guideKey: 'serviceWindow',
    title: '知识产权综合服务窗口',
    summary: '一站式办理专利、商标业务。',
    body: '<p>窗口设在政务服务中心二楼。</p>',
  }),
  '/api/guides/thinkTank': buildArticle({ kind: 'guide', guideKey: 'thinkTank', title: '城市知识产权智库简介' }),
  '/api/city-map': buildCityMap(),
  '/api/city-map/districts/yunhu': buildDistrictDetail(),
  '/api/station-services': [buildService(), TRADEMARKS],
  '/api/stations': (request) => {
    const all = [buildOutletSummary(), haibin];
    return all.filter(
      (outlet) =>
        (!request.query.get('district') || outlet.district === request.query.get('district')) &&
        (!request.query.get('serviceId') || outlet.services.some((s) => s.id === request.query.get('serviceId'))),
    );
  },
  [`/api/stations/${OUTLET_ID}`]: buildOutlet({ photos, photo: photos[0] ?? null }),
});

describe('/publicServe', () => {
  const ctx = useClientHarness(handler);
  beforeEach(() => {
    setRuntimeConfig(TEST_CONFIG);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('keeps the introduction, lists the services and every outlet on a map and as cards', async () => {
    renderApp('/publicServe');
    expect(await screen.findByRole('heading', { level: 1, name: '知识产权综合服务窗口' })).toBeTruthy();
    expect(await screen.findByText('一站式办理专利、商标业务。')).toBeTruthy();
    expect(screen.getByText('窗口设在政务服务中心二楼。')).toBeTruthy();
    const services = await screen.findByRole('region', { name: '服务事项' });
    expect(within(services).getByRole('heading', { level: 3, name: '商标注册受理' })).toBeTruthy();

    const outlets = screen.getByRole('region', { name: '服务网点' });
    expect(await within(outlets).findByText('共 2 个服务网点')).toBeTruthy();
    const card = within(outlets).getByRole('link', { name: '云湖区知识产权工作站' });
    expect(card.getAttribute('href')).toBe(`/serverDetail?id=${OUTLET_ID}`);
    expect(within(outlets).getAllByText('周一至周五 09:00–12:00、13:30–17:30；周六、周日休息')).toHaveLength(2);
    const drawing = await within(outlets).findByRole('img', { name: '服务网点分布图，共 2 个网点' });
    await waitFor(() => expect(drawing.querySelectorAll('path').length).toBeGreaterThan(2));
    expect(screen.getByText('示意图：系统生成的区划示意，不代表真实行政区域界线')).toBeTruthy();
  });

  it('filters by district and by service, keeping the filters in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/publicServe');
    await screen.findByText('共 2 个服务网点');
    await pickOption('所在区域', '海滨区');
    expect(await screen.findByText('共 1 个服务网点')).toBeTruthy();
    expect(screen.getByRole('link', { name: '海滨区商标受理窗口' })).toBeTruthy();
    expect(router.state.location.search).toBe('?district=haibin');

    await user.click(screen.getByRole('button', { name: /清除筛选/ }));
    await screen.findByText('共 2 个服务网点');
    await user.click(screen.getByRole('button', { name: '查看网点：商标注册受理' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?service=${TRADEMARKS.id}`));
    expect(await screen.findByText('共 1 个服务网点')).toBeTruthy();
    expect(ctx.server.calls('/api/stations').some((call) => call.query.get('serviceId') === TRADEMARKS.id)).toBe(true);
  });

  it("opens a district's detail from its name under the map", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/publicServe');
    await screen.findByText('共 2 个服务网点');
    const districts = await screen.findByRole('list', { name: '区域详情：' });
    expect(
      within(districts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['云湖区', '海滨区']);
    await user.click(within(districts).getByRole('button', { name: '查看云湖区详情' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mapDistrict=yunhu'));
    expect(await screen.findByRole('dialog', { name: '云湖区' })).toBeTruthy();
  });

  it("opens a district's patent search on a click in the drawing, and offers it as a link under the map for keyboards", async () => {
    const { router } = renderApp('/publicServe');
    await screen.findByText('共 2 个服务网点');
    const patents = await screen.findByRole('list', { name: '区域专利：' });
    const links = within(patents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label')])).toEqual([
      ['云湖区', '查看专利：云湖区'],
      ['海滨区', '查看专利：海滨区'],
    ]);
    const href = new URL(links[1]?.getAttribute('href') ?? '', 'http://portal.test');
    expect([href.pathname, href.searchParams.getAll('filter')]).toEqual(['/patentSearch', ['district:海滨区']]);

    const drawing = screen.getByRole('img', { name: '服务网点分布图，共 2 个网点' });
    await waitFor(() => expect(drawing.querySelectorAll('path').length).toBeGreaterThan(1));
    clickMapDistrict(drawing, 'yunhu', 'geo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/patentSearch'));
    expect(new URLSearchParams(router.state.location.search).getAll('filter')).toEqual(['district:云湖区']);
  });

  it('still shows the think tank introduction for menu id 15', async () => {
    renderApp('/publicServe?id=15');
    expect(await screen.findByRole('heading', { level: 2, name: '城市知识产权智库简介' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '服务网点' })).toBeNull();
  });
});

describe('/serverDetail', () => {
  useClientHarness(handler);
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // Monday 10:00 in Beijing: inside the morning period.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-02T02:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the outlet's photos in the viewer, open now, weekly hours with today, services and directions", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/serverDetail?id=${OUTLET_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: '云湖区知识产权工作站' })).toBeTruthy();
    expect(screen.getByText('正在办公')).toBeTruthy();
    expect(screen.getByText('12:00 停止办理')).toBeTruthy();
    const hours = screen.getByRole('table', { name: /每周办公时间/ });
    const today = within(hours).getByRole('row', { current: 'date' });
    expect(today.textContent).toBe('周一今天09:00–12:00、13:30–17:30');
    expect(within(hours).getByRole('row', { name: /周六/ }).textContent).toBe('周六休息');
    expect(screen.getByText('乘坐地铁 2 号线至市民中心站。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0000-88620001' }).getAttribute('href')).toBe('tel:000088620001');
    await waitFor(() => expect(document.title).toMatch(/^云湖区知识产权工作站 - /));

    await user.click(screen.getByRole('button', { name: '查看大图：第 2 张，共 2 张' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: '云湖区知识产权工作站照片 2' })).toBeTruthy();
  });

  it('says when the outlet is closed and when it opens again', async () => {
    vi.setSystemTime(new Date('2025-06-07T02:00:00Z'));
    renderApp(`/serverDetail?id=${OUTLET_ID}`);
    expect(await screen.findByText('非办公时间')).toBeTruthy();
    expect(screen.getByText(/6月9日.*09:00 开始办理/)).toBeTruthy();
  });

  it('shows the empty state for an outlet that does not exist', async () => {
    renderApp('/serverDetail?id=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('暂无匹配信息')).toBeTruthy();
  });
});
