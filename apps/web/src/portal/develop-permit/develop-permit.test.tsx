import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle } from '../../../test/factories.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { buildOffer, buildPatentDetail, renderPortalPage } from '../patent-database/page-test-utils.js';
import { DevelopPermitPage } from './develop-permit-page.js';
import { readLicenceSearch, writeLicenceSearch } from './licence-params.js';

const route = { path: '/developPermit', title: 'nav.infoUse,nav.developPermit', Component: DevelopPermitPage };
const royaltyOnly = { feeMode: 'royalty', annualFee: null, royaltyRate: 5, termYears: 1 } as const;
const offers = [
  buildOffer(),
  buildOffer({
    id: 8,
    title: '一种靶向给药纳米载体',
    patentType: 'utility',
    industry: 'biomed',
    licence: { ...buildOffer().licence, ...royaltyOnly },
  }),
];
const guide = buildArticle({
  kind: 'guide',
  guideKey: 'developPermit',
  title: '专利开放许可制度介绍',
  summary: '开放许可是专利权人自愿声明许可条件、任何单位或个人均可获得实施许可的制度。',
  body: '<p>第一条 专利权人可以书面声明愿意许可任何单位或者个人实施其专利。</p>',
  level: null,
});

const selectOption = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!item) throw new Error(`no option ${option}`);
    return item;
  });
  fireEvent.click(found);
};

describe('open-licence address (pure)', () => {
  it('reads a hand-edited address safely and writes back only what differs from the defaults', () => {
    const search = readLicenceSearch(
      new URLSearchParams(
        'id=14&q=%20电池%20&feeMode=free&patentType=design&maxAnnualFee=-5&page=0&sort=annualFee&patent=x',
      ),
    );
    expect(search).toEqual({
      q: '电池',
      industry: undefined,
      patentType: 'design',
      feeMode: undefined,
      maxAnnualFee: undefined,
      sort: 'annualFee',
      page: 1,
      pageSize: 10,
      patent: null,
    });
    // The menu's id stays; defaults are left out.
    expect(writeLicenceSearch({ ...search, patent: 8 }, new URLSearchParams('id=14&page=3')).toString()).toBe(
      `id=14&${new URLSearchParams({ q: '电池', patentType: 'design', sort: 'annualFee', patent: '8' })}`,
    );
  });
});

describe('/developPermit', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/data/licences': (request: { query: URLSearchParams }) => ({
        items: offers,
        total: 23,
        page: Number(request.query.get('page') ?? 1),
        pageSize: 10,
      }),
      '/api/data/patents/7': buildPatentDetail(),
      '/api/guides/developPermit': guide,
    }),
  );
  const licenceCalls = () => ctx.server.calls('/api/data/licences').map((call) => Object.fromEntries(call.query));

  it('shows the introduction and the offers with their fee, term and validity', async () => {
    renderPortalPage('/developPermit?id=14', route);
    expect(await screen.findByRole('heading', { level: 1, name: '开放许可' })).toBeTruthy();
    const intro = await screen.findByRole('region', { name: '专利开放许可制度介绍' });
    expect(within(intro).getByText(/任何单位或个人均可获得实施许可/)).toBeTruthy();
    expect(within(intro).getByText('阅读开放许可介绍全文')).toBeTruthy();
    expect(within(intro).getByText(/书面声明愿意许可/)).toBeTruthy();

    const list = await screen.findByRole('region', { name: '开放许可专利' });
    expect(await within(list).findByText('共 23 项开放许可')).toBeTruthy();
    const first = within(list)
      .getByRole('heading', { level: 3, name: '一种动力电池热管理系统' })
      .closest('li') as HTMLElement;
    for (const text of [
      'CN202310123456.7',
      'CN116000001A',
      '示范市云湖新能源科技有限公司',
      '发明',
      '新能源汽车',
      '年费加提成',
      '¥12,000/年，另加销售额的 3.5%',
      '3 年',
      '2027年2月28日',
    ]) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    const second = within(list)
      .getByRole('heading', { level: 3, name: '一种靶向给药纳米载体' })
      .closest('li') as HTMLElement;
    expect(within(second).getByText('销售额的 5%')).toBeTruthy();
    expect(within(second).getByText('1 年')).toBeTruthy();
    // The data call carries the database token.
    expect(ctx.server.calls('/api/data/licences')[0]?.headers.authorization).toBe('bearer db-1');
    expect(licenceCalls()[0]).toEqual({ q: '', sort: 'declaredOn', page: '1', pageSize: '10' });
  });

  it('puts the search and filters in the address and the API query', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPortalPage('/developPermit?id=14', route);
    await screen.findByText('共 23 项开放许可');

    await user.type(screen.getByLabelText('关键词'), '电池');
    await selectOption('所属产业', '新能源汽车');
    await selectOption('专利类型', '发明');
    await selectOption('许可费方式', '固定年费');
    await user.type(screen.getByLabelText('年费上限（元）'), '50000');
    await selectOption('排序', '年费从低到高');
    await user.click(screen.getByRole('button', { name: '查询' }));

    const expected = {
      q: '电池',
      industry: 'nev',
      patentType: 'invention',
      feeMode: 'lumpSum',
      maxAnnualFee: '50000',
      sort: 'annualFee',
    };
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ id: '14', ...expected }),
    );
    await waitFor(() => expect(licenceCalls().at(-1)).toEqual({ ...expected, page: '1', pageSize: '10' }));

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(licenceCalls().at(-1)).toEqual({ ...expected, page: '2', pageSize: '10' }));

    // Back restores the first page, with the filters shown again.
    void router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('电池');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=14'));
  });

  it('restores the search from the address', async () => {
    renderPortalPage('/developPermit?q=%E7%94%B5%E6%B1%A0&industry=biomed&feeMode=royalty&pageSize=20&page=2', route);
    await waitFor(() =>
      expect(licenceCalls()[0]).toEqual({
        q: '电池',
        industry: 'biomed',
        feeMode: 'royalty',
        sort: 'declaredOn',
        page: '2',
        pageSize: '20',
      }),
    );
    expect(((await screen.findByLabelText('关键词')) as HTMLInputElement).value).toBe('电池');
    const industry = screen.getByLabelText('所属产业').closest('.ant-select') as HTMLElement;
    expect(within(industry).getByText('生物医药')).toBeTruthy();
  });

  it('opens an offer with its licence terms, contact links, abstract and legal status', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPortalPage('/developPermit?id=14', route);
    await user.click(await screen.findByRole('link', { name: '一种动力电池热管理系统' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('patent')).toBe('7'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { level: 2, name: '一种动力电池热管理系统' })).toBeTruthy();
    expect(ctx.server.calls('/api/data/patents/7')).toHaveLength(1);

    const terms = within(drawer).getByRole('region', { name: '许可条款' });
    for (const text of [
      '年费加提成',
      '¥12,000',
      '3.5%',
      '3 年',
      '2024年3月1日',
      '2027年2月28日',
      '被许可人不得再许可第三方。',
    ]) {
      expect(within(terms).getByText(text)).toBeTruthy();
    }
    const contact = within(drawer).getByRole('region', { name: '联系方式' });
    expect(within(contact).getByText('王经理')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '0000-8765 4321' }).getAttribute('href')).toBe('tel:000087654321');
    expect(within(contact).getByRole('link', { name: 'licence@example.cn' }).getAttribute('href')).toBe(
      'mailto:licence@example.cn',
    );
    const patent = within(drawer).getByRole('region', { name: '专利信息' });
    expect(within(patent).getByText('有效')).toBeTruthy();
    expect(within(drawer).getByText(/液冷板均衡电芯温度/)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '在专利检索中查看完整著录信息' }).getAttribute('href')).toBe(
      '/patentSearch?id=7',
    );

    // Closing goes back to the list's own address.
    await user.click(within(drawer).getByRole('button', { name: '关闭详情' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=14'));
  });
});
