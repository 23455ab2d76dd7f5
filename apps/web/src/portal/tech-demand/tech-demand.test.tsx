import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { home } from '../home/home-fixtures.js';
import { buildPublicDemand, NO_MATCHES } from './tech-demand-fixtures.js';

const open = buildPublicDemand();
const expired = buildPublicDemand({
  id: 'd-2',
  title: '一体化压铸铝合金材料',
  validUntil: '2020-01-31',
  expired: true,
  demo: true,
  budgetNegotiable: true,
  budgetMin: null,
  budgetMax: null,
});

describe('technology demands on the front site', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/tech-demands': { items: [open, expired], total: 2, page: 1, pageSize: 10 },
      '/api/tech-demands/d-1': open,
      '/api/tech-demands/d-2': expired,
      '/api/tech-demands/d-1/matches': NO_MATCHES,
      '/api/tech-demands/d-2/matches': NO_MATCHES,
      '/api/tech-demands/latest': [open, buildPublicDemand({ id: 'd-3', title: '海水淡化膜组件', demo: true })],
      '/api/home': home,
      '/api/site': buildSite(),
    }),
  );
  const listCalls = () => ctx.server.calls('/api/tech-demands').map((call) => Object.fromEntries(call.query));

  it('lists demands with company, industry, modes, budget and validity, searching from the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/techDemand?keyword=${encodeURIComponent('电池')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '技术需求' })).toBeTruthy();
    const first = (await screen.findByRole('link', { name: '动力电池热失控预警' })).closest('li') as HTMLElement;
    expect(listCalls()[0]).toEqual({ keyword: '电池', sort: 'newest', page: '1', pageSize: '10' });
    expect(within(first).getByText('示范科技有限公司')).toBeTruthy();
    expect(within(first).getByText('新能源汽车')).toBeTruthy();
    expect(within(first).getByText('专利许可、联合开发')).toBeTruthy();
    expect(within(first).getByText('100–200 万元')).toBeTruthy();
    expect(within(first).queryByText('已过期')).toBeNull();
    const second = screen.getByRole('link', { name: '一体化压铸铝合金材料' }).closest('li') as HTMLElement;
    expect(within(second).getByText('已过期')).toBeTruthy();
    expect(within(second).getByText('演示数据')).toBeTruthy();
    expect(within(second).getByText('面议')).toBeTruthy();
    expect(screen.getByRole('link', { name: '动力电池热失控预警' }).getAttribute('href')).toBe(
      '/techDemand/detail?id=d-1',
    );

    // The <search> landmark has no implicit role in jsdom's ARIA tables yet: find it by its name.
    const filters = document.querySelector('search[aria-label="技术需求筛选条件"]') as HTMLElement;
    expect((within(filters).getByLabelText('关键词') as HTMLInputElement).value).toBe('电池');
    await user.click(within(filters).getByLabelText('所属产业'));
    await user.click(await screen.findByTitle('生物医药'));
    await user.click(within(filters).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        keyword: '电池',
        industry: 'biomed',
      }),
    );
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ keyword: '电池', industry: 'biomed' }));
  });

  it('shows an expired demand with its notice and the contact closed, and a published one in full', async () => {
    renderApp('/techDemand/detail?id=d-2');
    expect(await screen.findByRole('heading', { level: 2, name: '一体化压铸铝合金材料' })).toBeTruthy();
    expect(screen.getAllByText('该需求已超过有效期，不再接受联系。').length).toBeGreaterThan(0);
    expect(screen.getByText('演示数据')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回需求列表' }).getAttribute('href')).toBe('/techDemand');
  });

  it('renders the full public detail of an open demand', async () => {
    renderApp('/techDemand/detail?id=d-1');
    expect(await screen.findByRole('heading', { level: 2, name: '动力电池热失控预警' })).toBeTruthy();
    expect(screen.getByText(open.description)).toBeTruthy();
    expect(screen.getByText('H01M 10/48')).toBeTruthy();
    expect(screen.queryByText('该需求已超过有效期，不再接受联系。')).toBeNull();
    await waitFor(() => expect(ctx.server.calls('/api/tech-demands/d-1/matches').length).toBeGreaterThan(0));
  });

  it('lists the latest demands on the home page, linking to each and to the list', async () => {
    renderApp('/platformPortal');
    const card = (await screen.findByRole('heading', { name: '最新技术需求' })).closest('section') as HTMLElement;
    const link = await within(card).findByRole('link', { name: '海水淡化膜组件' });
    expect(link.getAttribute('href')).toBe('/techDemand/detail?id=d-3');
    expect(within(card).getByText('演示数据')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /查看全部技术需求/ })
        .getAttribute('href'),
    ).toBe('/techDemand');
  });
});
