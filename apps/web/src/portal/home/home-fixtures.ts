import type { Home } from '@cityip/contracts';
import { buildSummary } from '../../../test/factories.js';
import { buildOutletSummary } from '../public-serve/outlet-fixtures.js';

const image = { id: 'b'.repeat(64), name: 'banner.png', mime: 'image/png', size: 1000 };
const banner = (id: string, title: string, href: string | null) => ({
  id,
  title,
  image,
  linkType: href ? ('route' as const) : ('none' as const),
  linkTarget: href ?? '',
  href,
  sortOrder: 0,
  startAt: null,
  endAt: null,
  enabled: true,
  updatedAt: '2024-01-01T00:00:00.000Z',
});
const newsOf = (type: number, title: string) =>
  buildSummary({ id: `n-${type}`, kind: 'news', title, level: null, informationType: type });

/** A home page's data: two banners, news and policies, figures, the service window and an outlet. */
export const home: Home = {
  banners: [banner('b1', '知识产权宣传周', '/generalInfo?informationType=1'), banner('b2', '政策解读专栏', null)],
  news: { 1: [newsOf(1, '行业资讯一')], 2: [newsOf(2, '政策法规一')], 3: [] },
  policies: {
    national: [],
    provincial: [],
    city: [buildSummary({ id: 'p-c', title: '市级政策一' })],
    hkMacaoTaiwan: [],
  },
  figures: [
    { indicator: 'inventionGrants', year: 2026, value: 1234567, throughMonth: 10, previous: 1100000, change: 0.1223 },
    { indicator: 'highValuePer10k', year: 2025, value: 30.4, throughMonth: 12, previous: 26.2, change: -0.05 },
  ],
  serviceWindow: buildSummary({
    id: 'g-1',
    kind: 'guide',
    title: '知识产权综合服务窗口',
    summary: '提供专利业务受理等服务。',
  }),
  serviceOutlets: [buildOutletSummary({ id: '00000000-0000-4000-8000-0000000000a7', name: '云湖区知识产权工作站' })],
};
