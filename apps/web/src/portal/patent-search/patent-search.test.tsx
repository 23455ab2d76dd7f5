import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import type { Received } from '../../../test/fake-server.js';
import {
  buildApplicant,
  buildPatent,
  buildResult,
  patentHandler,
  queriesOf,
  renderPatentSearch,
  resetPatentSearch,
} from './patent-search.fixtures.js';

const shownExpression = () => document.querySelector('.expression-summary-text')?.textContent ?? '';
/** Waits for the first results: on a busy machine the first render of the page takes several seconds. */
const resultsShown = () => screen.findByText(/^共 [\d,]+ 件，用时/, {}, { timeout: 15_000 });

describe('/patentSearch', { timeout: 40_000 }, () => {
  const ctx = useClientHarness(patentHandler());
  const searches = () => queriesOf(ctx.server.calls('/api/data/patents'));
  afterEach(resetPatentSearch);

  it('restores the whole search from the address and asks the server for exactly that', async () => {
    const url =
      '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&second=AD%3E%3D2020&filter=patentType:%E5%8F%91%E6%98%8E' +
      '&exclude=applicant:%E4%BA%91%E6%B9%96%E5%A4%A7%E5%AD%A6&company=%E7%A4%BA%E8%8C%83%E6%96%B0%E8%83%BD%E6%BA%90%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8' +
      '&sort=applicationDate&page=2&pageSize=50';
    renderPatentSearch(url);
    await resultsShown();
    const expected = '锂电池 and AD>=2020 and PA=("示范新能源科技有限公司") and PT=(发明) not PA=(云湖大学)';
    await waitFor(() =>
      expect(searches()).toEqual([{ q: expected, page: '2', pageSize: '50', sort: 'applicationDate' }]),
    );
    expect(shownExpression()).toBe(expected);
    // Facets count the search before filters and excludes.
    expect(queriesOf(ctx.server.calls('/api/data/patents/facets'))).toEqual([
      { q: '锂电池 and AD>=2020 and PA=("示范新能源科技有限公司")' },
    ]);
    expect((screen.getByLabelText('检索词或检索式') as HTMLInputElement).value).toBe('锂电池');
    expect((screen.getByLabelText('在结果中检索') as HTMLInputElement).value).toBe('AD>=2020');
    expect(await screen.findByRole('checkbox', { name: /发明/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: '排除“云湖大学”' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('共 1 件，用时 12 毫秒')).toBeTruthy();
    // The data calls carry the database token.
    expect(ctx.server.calls('/api/data/patents')[0]?.headers.authorization).toBe('bearer d1');
  });

  it('turns picked filters and excludes into the shown expression, the address and the next search', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0');
    await resultsShown();
    await user.click(await screen.findByRole('checkbox', { name: /实用新型/ }));
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PT=(实用新型)'));
    expect(new URLSearchParams(router.state.location.search).getAll('filter')).toEqual(['patentType:实用新型']);

    await user.click(screen.getByRole('button', { name: '排除“云湖大学”' }));
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PT=(实用新型) not PA=(云湖大学)'));
    await waitFor(() => expect(searches().at(-1)?.q).toBe('锂电池 and PT=(实用新型) not PA=(云湖大学)'));

    // A custom value of a label, and a free condition used verbatim.
    await user.type(screen.getByLabelText('IPC 大类自定义值'), 'G06F*');
    await user.click(
      within(screen.getByLabelText('IPC 大类自定义值').closest('.facet-custom') as HTMLElement).getByRole('button', {
        name: '筛选',
      }),
    );
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PT=(实用新型) and IPC=(G06F*) not PA=(云湖大学)'));
    await user.type(screen.getByLabelText('自定义条件（按原样使用）'), 'AD>=2020 or LS=(有效)');
    await user.click(
      within(screen.getByLabelText('自定义条件（按原样使用）').closest('.facet-group') as HTMLElement).getByRole(
        'button',
        { name: '排除' },
      ),
    );
    const final = '锂电池 and PT=(实用新型) and IPC=(G06F*) not PA=(云湖大学) not (AD>=2020 or LS=(有效))';
    await waitFor(() => expect(shownExpression()).toBe(final));
    expect(new URLSearchParams(router.state.location.search).getAll('exclude')).toEqual([
      'applicant:云湖大学',
      'expression:AD>=2020 or LS=(有效)',
    ]);

    // Ticking a company adds the company expression; back undoes the last change.
    await user.click(await screen.findByRole('checkbox', { name: '示范新能源科技有限公司' }));
    await waitFor(() =>
      expect(shownExpression()).toContain('锂电池 and PA=("示范新能源科技有限公司") and PT=(实用新型)'),
    );
    void router.navigate(-1);
    await waitFor(() => expect(shownExpression()).toBe(final));

    await user.click(screen.getByRole('button', { name: '清除全部筛选和排除' }));
    await waitFor(() => expect(shownExpression()).toBe('锂电池'));
  });

  it('adds a custom value with Enter, but not with the Enter that ends an input method composition', async () => {
    const user = userEvent.setup({ delay: null });
    renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0');
    await resultsShown();
    const box = await screen.findByLabelText('申请人自定义值');
    await user.type(box, '云湖');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(shownExpression()).toBe('锂电池');
    expect((box as HTMLInputElement).value).toBe('云湖');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PA=(云湖)'));
  });

  it('checks the raw expression as the user types and marks the parser error at its position', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch('/patentSearch');
    await user.click(await screen.findByRole('tab', { name: '高级检索' }, { timeout: 15_000 }));
    // Advanced search loads, with antd's providers, when its tab is first opened: seconds on a busy machine.
    const editor = await screen.findByRole('textbox', { name: '检索式' }, { timeout: 15_000 });
    await user.type(editor, 'TI=(锂电池 and 隔膜');
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(editor.getAttribute('aria-describedby')?.split(' ')[0] ?? '') as HTMLElement;
    expect(error.textContent).toContain('第 4 个字符处的左括号“(”缺少对应的右括号“)”');
    expect(error.querySelector('mark')?.textContent).toBe('(');
    expect(error.closest('[aria-live="polite"]')).toBeTruthy();
    const before = searches().length;
    await user.click(screen.getByRole('button', { name: '检索' }));
    expect(searches()).toHaveLength(before);
    expect(router.state.location.search).toBe('');

    await user.type(editor, ')');
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBeNull());
    await user.click(screen.getByRole('button', { name: '检索' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('TI=(锂电池 and 隔膜)'),
    );
  });

  it('writes the field-by-field builder into the editor, reading the rows top to bottom', async () => {
    const user = userEvent.setup({ delay: null });
    renderPatentSearch('/patentSearch');
    await user.click(await screen.findByRole('tab', { name: '高级检索' }, { timeout: 15_000 }));
    await user.type(await screen.findByRole('textbox', { name: '第 1 行检索内容' }, { timeout: 15_000 }), '锂电池');
    await user.type(screen.getByRole('textbox', { name: '第 2 行检索内容' }), '隔膜');
    await user.type(screen.getByRole('textbox', { name: '第 3 行检索内容' }), '示范科技');
    await user.click(screen.getByRole('button', { name: '生成检索式' }));
    expect((screen.getByRole('textbox', { name: '检索式' }) as HTMLTextAreaElement).value).toBe(
      '(TI=(锂电池) or AB=(隔膜)) and PA=(示范科技)',
    );
  });

  it('shows the server’s expression error at its position', async () => {
    ctx.server.handle(
      patentHandler({
        '/api/data/patents': {
          reply: {
            status: 400,
            body: {
              code: 400,
              msg: '检索式有误',
              data: { errors: [{ field: 'q', message: '第 1 个字符处的字段“XX”不存在' }], position: 0, length: 2 },
            },
          },
        },
      }),
    );
    renderPatentSearch('/patentSearch?q=XX%3D(a)');
    expect(await screen.findByText('第 1 个字符处的字段“XX”不存在', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelector('.expression-error mark')?.textContent).toBe('XX');
  });

  it('lists the searches of this tab and runs one again in one click', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch(
      '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&filter=patentType:%E5%8F%91%E6%98%8E',
    );
    await resultsShown();
    expect(await screen.findByRole('button', { name: '重新检索：锂电池 and PT=(发明)' })).toBeTruthy();
    const box = screen.getByLabelText('检索词或检索式');
    await user.clear(box);
    await user.type(box, '钠电池{Enter}');
    expect(await screen.findByRole('button', { name: '重新检索：钠电池 and PT=(发明)' })).toBeTruthy();
    const runs = within(screen.getByRole('heading', { name: '检索历史' }).closest('section') as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter(Boolean);
    expect(runs).toEqual(['重新检索：钠电池 and PT=(发明)', '重新检索：锂电池 and PT=(发明)']);

    await user.click(screen.getByRole('button', { name: '重新检索：锂电池 and PT=(发明)' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('锂电池'));
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PT=(发明)'));
    // The history lives in sessionStorage; localStorage keeps only the spec's keys.
    expect(window.sessionStorage.getItem('patentSearch.history')).toContain('钠电池');
    expect(Object.keys(window.localStorage).sort()).toEqual(['database_token', 'visitor']);
  });

  it('exports the result set with the chosen format and columns, carrying the database token', async () => {
    ctx.server.handle(
      patentHandler({
        '/api/data/patents': buildResult([buildPatent()], 25_000),
        '/api/data/patents/export': {
          reply: {
            raw: '申请号\r\nCN202110123456.7\r\n',
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="patents.csv"',
            },
          },
        },
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:patents');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup({ delay: null });
    renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&sort=publicationDate');
    await resultsShown();
    await user.click(screen.getByRole('button', { name: '导出' }));
    // rc-component ids are constant under test, so the dialog's name cannot be queried by label.
    // The dialog loads with antd's providers when first opened.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('导出检索结果')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '摘要' }));
    await user.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['patents.csv']));
    const [call] = ctx.server.calls('/api/data/patents/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      q: '锂电池',
      sort: 'publicationDate',
      format: 'csv',
      columns:
        'applicationNumber,publicationNumber,title,patentType,legalStatus,applicants,inventors,ipcMain,applicationDate,publicationDate,grantDate,district,industry',
      limit: '10000',
    });
    expect(call?.headers.authorization).toBe('bearer d1');
  });
});

describe('/patentSearch company selection', { timeout: 40_000 }, () => {
  // 25 applicants of a name, ten to a page.
  const ctx = useClientHarness(
    patentHandler({
      '/api/data/applicants': (request: Received) => {
        const page = Number(request.query.get('page'));
        const prefix = request.query.get('name') || '示范';
        const all = Array.from({ length: 25 }, (_, i) => buildApplicant({ id: i + 1, name: `${prefix}企业${i + 1}` }));
        return { items: all.slice((page - 1) * 10, page * 10), total: all.length, page, pageSize: 10 };
      },
    }),
  );
  afterEach(resetPatentSearch);

  it('finds applicants by name, pages through them and turns the ticked ones into removable companies of the search', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPatentSearch('/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0');
    await resultsShown();
    const companiesOf = () => new URLSearchParams(router.state.location.search).getAll('company');
    await user.type(screen.getByLabelText('按名称查找申请人'), '云湖');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('checkbox', { name: '云湖企业1' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: '申请人列表分页' });
    expect(within(pages).getByText('第 1 页，共 3 页')).toBeTruthy();
    // The first page's "previous" stays focusable but does nothing.
    const previous = within(pages).getByRole('button', { name: '上一页' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    await user.click(within(pages).getByRole('button', { name: '下一页' }));
    await user.click(await screen.findByRole('checkbox', { name: '云湖企业11' }));
    await waitFor(() => expect(companiesOf()).toEqual(['云湖企业11']));
    await waitFor(() => expect(shownExpression()).toBe('锂电池 and PA=("云湖企业11")'));
    expect(queriesOf(ctx.server.calls('/api/data/applicants')).map(({ name, page }) => [name, page])).toEqual([
      ['', '1'],
      ['云湖', '1'],
      ['云湖', '2'],
    ]);

    await user.click(screen.getByRole('button', { name: '取消选择 云湖企业11' }));
    await waitFor(() => expect(companiesOf()).toEqual([]));
    expect(screen.getByRole('checkbox', { name: '云湖企业11' })).toHaveProperty('checked', false);
    // Emptying the box lists every applicant again.
    await user.clear(screen.getByLabelText('按名称查找申请人'));
    expect(await screen.findByRole('checkbox', { name: '示范企业1' })).toBeTruthy();
  });
});
