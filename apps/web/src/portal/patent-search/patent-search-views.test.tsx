import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { staticMediaQueryList } from '../../../test/media-query.js';
import { setLanguage } from '../../i18n/index.js';
import {
  buildDetail,
  patentHandler,
  queriesOf,
  renderPatentSearch,
  resetPatentSearch,
} from './patent-search.fixtures.js';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/patentSearch detail, analysis and scope', { timeout: 40_000 }, () => {
  const ctx = useClientHarness(
    patentHandler({
      '/api/data/patents/1': buildDetail({
        licence: {
          feeMode: 'lumpSum',
          annualFee: 50000,
          royaltyRate: null,
          termYears: 3,
          declaredOn: '2024-01-10',
          validUntil: '2027-01-09',
          conditions: '限本市企业',
          contactName: '王敏',
          contactPhone: '0000-1234567',
          contactEmail: 'ip@example.com',
        },
      }),
    }),
  );
  afterEach(resetPatentSearch);

  it('opens the detail named by ?id= in a drawer and closes it back to the results', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&id=1');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(drawer).findByText('一种锂电池隔膜及其制备方法（CN202110123456.7）')).toBeTruthy();
    // Legal history as a timeline, with localized dates; IPC codes; the licence offer.
    expect(within(drawer).getByText('授权')).toBeTruthy();
    expect(within(drawer).getAllByText('2022年8月9日').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('H01M10/05')).toBeTruthy();
    expect(within(drawer).getByText('50,000 元')).toBeTruthy();
    expect(within(drawer).getByText('ip@example.com').getAttribute('href')).toBe('mailto:ip@example.com');

    await user.click(within(drawer).getByRole('button', { name: '关闭专利详情' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('id')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('锂电池');

    // A result's title is a shareable link to the same search with the detail open.
    const link = await screen.findByRole('link', { name: /一种锂电池隔膜/ });
    expect(link.getAttribute('href')).toBe(`/patentSearch?q=${encodeURIComponent('锂电池')}&id=1`);
    await user.click(link);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('id')).toBe('1'));
    // The drawer loads with antd's providers when a patent is first opened.
    const reopened = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(reopened).getByRole('button', { name: '关闭专利详情' }));
    // Closing a detail the page opened goes back, so the back button does not reopen it.
    await waitFor(() => expect(router.state.historyAction).toBe('POP'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBeNull();
  });

  it('shows the analysis of the result set with a data table for every chart', async () => {
    renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&tab=analysis');
    const years = await screen.findByRole('table', { name: '历年申请量（按专利类型）' }, { timeout: 15_000 });
    expect(queriesOf(ctx.server.calls('/api/data/patents/analysis'))).toEqual([{ q: '锂电池' }]);
    expect(rowsOf(years)).toEqual([
      ['年份', '发明', '实用新型', '外观设计', '合计'],
      ['2021', '300', '200', '0', '500'],
      ['2022', '500', '0', '0', '500'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '专利类型构成' }))).toEqual([
      ['类别', '数量（件）', '占比'],
      ['发明', '800', '80%'],
      ['实用新型', '200', '20%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '区域分布' }))[1]).toEqual(['云湖区', '600']);
    expect(screen.getByRole('table', { name: '申请人排名' })).toBeTruthy();
    expect(screen.getByText('以下图表统计本次检索的全部 1,234 件专利。')).toBeTruthy();
    expect(screen.queryByText(/抽样估算/)).toBeNull();
    // The results are not asked for while the analysis tab is shown.
    expect(ctx.server.calls('/api/data/patents')).toHaveLength(0);
  });

  it('ANDs the embedding page’s scope to every search, with headings under the page’s own', async () => {
    renderPatentSearch('/embedded?q=%E9%94%82%E7%94%B5%E6%B1%A0%20or%20%E9%92%A0%E7%94%B5%E6%B1%A0&other=keep');
    await waitFor(
      () =>
        expect(queriesOf(ctx.server.calls('/api/data/patents'))[0]?.q).toBe('IND=(生物医药) and (锂电池 or 钠电池)'),
      { timeout: 15_000 },
    );
    expect(queriesOf(ctx.server.calls('/api/data/patents/facets'))[0]?.q).toBe('IND=(生物医药) and (锂电池 or 钠电池)');
    expect(await screen.findByRole('heading', { level: 3, name: '筛选与排除' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 4, name: '专利类型 PT' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /一种锂电池隔膜/ });
    // The embedding page's own address keys are kept.
    expect(new URLSearchParams(link.getAttribute('href')?.split('?')[1]).get('other')).toBe('keep');
  });

  it('switches to the table view with the chosen columns and remembers both for the tab', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0');
    const tableView = await screen.findByRole('radio', { name: '表格' }, { timeout: 15_000 });
    await user.click(tableView.closest('label') as HTMLElement);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('view')).toBe('table'));
    const columnsButton = screen.getByRole('button', { name: '显示字段' });
    await user.click(columnsButton);
    expect(columnsButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('checkbox', { name: '发明人' }));
    // Esc closes the column panel back on its button; a click elsewhere closes it too.
    await user.keyboard('{Escape}');
    expect(columnsButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(columnsButton);
    await user.click(columnsButton);
    await user.click(screen.getByRole('heading', { name: '检索结果' }));
    expect(columnsButton.getAttribute('aria-expanded')).toBe('false');
    const table = await screen.findByRole('table', { name: '检索结果' });
    expect(rowsOf(table)[0]).toEqual([
      '专利名称',
      '申请号',
      '专利类型',
      '法律状态',
      '申请（专利权）人',
      '发明人',
      'IPC 主分类号',
      '申请日',
    ]);
    expect(rowsOf(table)[1]).toContain('张伟；李娜');
    expect(window.sessionStorage.getItem('patentSearch.view')).toBe('"table"');
    expect(JSON.parse(window.sessionStorage.getItem('patentSearch.columns') ?? '[]')).toContain('inventors');
  });

  it('folds the side column on a phone and asks for its counts and applicants once it is unfolded', async () => {
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => staticMediaQueryList(query, query === '(max-width: 992px)'));
    try {
      const user = userEvent.setup({ delay: null });
      renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0');
      await screen.findByText(/^共 1 件/, {}, { timeout: 15_000 });
      expect(ctx.server.calls('/api/data/patents/facets')).toHaveLength(0);
      expect(ctx.server.calls('/api/data/applicants')).toHaveLength(0);
      expect(screen.queryByRole('checkbox')).toBeNull();

      const toggle = screen.getByRole('button', { name: '筛选与排除（已选 0 项）' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByRole('checkbox', { name: '发明 800' })).toBeTruthy();
      expect(await screen.findByRole('checkbox', { name: '示范新能源科技有限公司' })).toBeTruthy();
      // Folded again it keeps what it built: unfolding once more asks for nothing.
      await user.click(toggle);
      await user.click(toggle);
      expect(ctx.server.calls('/api/data/patents/facets')).toHaveLength(1);
      expect(ctx.server.calls('/api/data/applicants')).toHaveLength(1);
    } finally {
      phone.mockRestore();
    }
  });

  it('speaks English with English names and dates', async () => {
    await setLanguage('en-US');
    try {
      renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&tab=analysis');
      const districts = await screen.findByRole('table', { name: 'Districts' }, { timeout: 15_000 });
      expect(rowsOf(districts)).toEqual([
        ['Category', 'Patents'],
        ['Yunhu District', '600'],
      ]);
      expect(screen.getByRole('tab', { name: 'Analysis' }).getAttribute('aria-selected')).toBe('true');
      expect(rowsOf(screen.getByRole('table', { name: 'Patent types' }))[1]).toEqual(['Invention', '800', '80%']);
    } finally {
      await setLanguage('zh-CN');
    }
  });
});
