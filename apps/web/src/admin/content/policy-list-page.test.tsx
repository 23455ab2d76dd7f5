import type { ArticleSummary, Page } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSummary } from '../../../test/factories.js';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { PolicyListPage } from './content-list-pages.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const pinned = buildSummary({
  id: '00000000-0000-4000-8000-00000000000a',
  title: '国家知识产权强国建设纲要',
  level: 'national',
  status: 'published',
  visible: true,
  pinned: true,
});
const scheduled = buildSummary({
  id: '00000000-0000-4000-8000-00000000000b',
  title: '示范市专利转化专项计划',
  status: 'published',
  visible: false,
  publishAt: '2999-01-01T01:00:00.000Z',
});
const draft = buildSummary({
  id: '00000000-0000-4000-8000-00000000000c',
  title: '省级商标品牌培育办法',
  level: 'provincial',
  status: 'draft',
  visible: false,
});

function serve(items: ArticleSummary[] = [pinned, scheduled, draft]) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/policies' && !options.method) {
      const page: Page<ArticleSummary> = { items, total: 23, page: 1, pageSize: 10 };
      return { code: 200, msg: '', data: page };
    }
    if (options.url === '/admin/policies/batch') return { code: 200, msg: '操作成功', data: { affected: 2 } };
    throw new Error(`unexpected ${options.url}`);
  }) as typeof request);
}

const listCalls = () => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/policies');
const writes = () => writeCalls(requestMock);
const rowOf = (title: string) => {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('PolicyListPage', () => {
  it('lists the policies of the first page with level, status, pinned and scheduled markers', async () => {
    serve();
    renderAdminPage(<PolicyListPage />, '/backStackSupport/content/policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeTruthy();
    await screen.findByText(pinned.title);
    expect(listCalls()[0]?.params).toEqual({ page: 1, pageSize: 10, sortField: 'updatedAt', sortOrder: 'descend' });

    expect(within(rowOf(pinned.title)).getByText('Pinned')).toBeTruthy();
    expect(within(rowOf(pinned.title)).getByText('National')).toBeTruthy();
    expect(within(rowOf(pinned.title)).getByText('Published')).toBeTruthy();
    expect(within(rowOf(pinned.title)).queryByText('Scheduled')).toBeNull();
    expect(within(rowOf(scheduled.title)).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf(scheduled.title)).getByText(/^Will be published at 2999-01-01/)).toBeTruthy();
    expect(within(rowOf(draft.title)).getByText('Draft')).toBeTruthy();
    expect(within(rowOf(draft.title)).getByText('Provincial')).toBeTruthy();
    expect(screen.getByText('23 in total')).toBeTruthy();
  });

  it('withdraws the selected policies only after confirmation', async () => {
    serve();
    renderAdminPage(<PolicyListPage />, '/backStackSupport/content/policy');
    await screen.findByText(pinned.title);
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toHaveProperty('disabled', true);

    fireEvent.click(within(rowOf(pinned.title)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(scheduled.title)).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeTruthy();

    fireEvent.click(withdraw);
    const first = await screen.findByRole('dialog');
    expect(within(first).getByText(/^Withdraw the 2 selected items\?/)).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    fireEvent.click(withdraw);
    const dialog = await waitFor(() => {
      const open = screen.getAllByRole('dialog').filter((d) => d !== first);
      if (open.length !== 1) throw new Error('no second confirmation');
      return open[0] as HTMLElement;
    });
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Done: 2 items processed.')).toBeTruthy();
    expect(writes()).toEqual([
      {
        url: '/admin/policies/batch',
        method: 'POST',
        silent: true,
        data: { action: 'withdraw', ids: [pinned.id, scheduled.id] },
      },
    ]);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });

  it('sends the trimmed keyword and the clicked sort, back on page 1', async () => {
    serve();
    renderAdminPage(<PolicyListPage />, '/backStackSupport/content/policy');
    await screen.findByText(pinned.title);
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' 专利资助 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        sortField: 'updatedAt',
        sortOrder: 'descend',
        keyword: '专利资助',
      }),
    );

    fireEvent.click(screen.getByRole('columnheader', { name: /Publication date/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.params).toMatchObject({ sortField: 'publishDate', sortOrder: 'ascend', page: 1 }),
    );
  });

  it('shows the empty state and the load error', async () => {
    serve([]);
    renderAdminPage(<PolicyListPage />, '/backStackSupport/content/policy');
    expect(await screen.findByText('No matching information')).toBeTruthy();
    cleanup();

    requestMock.mockRejectedValue(new ApiError('服务暂不可用', 'http', 500, 500));
    renderAdminPage(<PolicyListPage />, '/backStackSupport/content/policy');
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂不可用');
  });
});
