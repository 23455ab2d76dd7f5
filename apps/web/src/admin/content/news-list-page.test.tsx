import type { ArticleSummary, Page } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSummary } from '../../../test/factories.js';
import { request } from '../../api/http-client.js';
import { renderAdminPage } from '../shared/admin-test-utils.js';
import { NewsListPage } from './content-list-pages.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const news = buildSummary({
  kind: 'news',
  title: '示范市发明专利拥有量突破五万件',
  level: null,
  authority: null,
  informationType: 1,
  source: '示范市知识产权局',
});
const analysis = buildSummary({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'news',
  title: '新能源汽车产业专利态势分析',
  level: null,
  informationType: 3,
});

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockImplementation((async (options: Options) => {
    const type = options.params?.informationType;
    const items = [news, analysis].filter((item) => type === undefined || item.informationType === type);
    const page: Page<ArticleSummary> = { items, total: items.length, page: 1, pageSize: 10 };
    return { code: 200, msg: '', data: page };
  }) as typeof request);
});
afterEach(cleanup);

const listParams = () =>
  requestMock.mock.calls
    .map(([o]) => o)
    .filter((o) => o.url === '/admin/news')
    .map((o) => o.params);

describe('NewsListPage', () => {
  it('filters the news list by information type', async () => {
    renderAdminPage(<NewsListPage />, '/backStackSupport/content/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News and information' })).toBeTruthy();
    const row = (await screen.findByText(news.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Industry news')).toBeTruthy();
    expect(screen.getByText('Industry analysis')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Information type'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === 'Industry analysis',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(listParams().at(-1)).toMatchObject({ informationType: 3, page: 1 }));
    await waitFor(() => expect(screen.queryByText(news.title)).toBeNull());
    expect(screen.getByText(analysis.title)).toBeTruthy();
    expect(requestMock.mock.calls.every(([o]) => o.url === '/admin/news')).toBe(true);
  });
});
