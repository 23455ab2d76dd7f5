import { EXPORT_COLUMNS } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply } from '../../../test/fake-server.js';
import {
  buildPatent,
  buildResult,
  patentHandler,
  renderPatentSearch,
  resetPatentSearch,
} from '../patent-search/patent-search.fixtures.js';
import { buildExportJob, buildJobList } from './exports.fixtures.js';
import { resetWatchedExports } from './watched-exports.js';

const URL_OF_SEARCH = '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&sort=publicationDate';
const resultsShown = () => screen.findByText(/^共 [\d,]+ 件，用时/, {}, { timeout: 15_000 });
const queued = buildExportJob({ status: 'queued', rowsWritten: 0, percent: 0, sort: 'publicationDate' });

/** The search page's export dialog past the direct download's 10,000 rows. */
describe('/patentSearch export of more than 10,000 rows', { timeout: 40_000 }, () => {
  let started = false;
  const ctx = useClientHarness(
    patentHandler({
      '/api/data/patents': buildResult([buildPatent()], 25_000),
      '/api/exports': () => buildJobList(started ? [queued] : [], started ? 450_000 : 475_000),
      '/api/exports/patents': () => {
        started = true;
        return { reply: envelopeReply(200, queued, '导出任务已提交，生成后将通过邮件通知您') };
      },
    }),
  );
  afterEach(() => {
    started = false;
    resetPatentSearch();
    resetWatchedExports();
  });

  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    renderPatentSearch(URL_OF_SEARCH);
    await resultsShown();
    await user.click(screen.getByRole('button', { name: '导出' }));
    return screen.findByRole('dialog', {}, { timeout: 15_000 });
  };

  it('starts a background export for an account, then shows its progress on the page', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/本次检索共 25,000 件，每次最多导出 200,000 件/)).toBeTruthy();
    expect(await within(dialog).findByText(/超过时在后台生成.*今天还可导出 475,000 条。/)).toBeTruthy();
    const rows = within(dialog).getByRole('spinbutton');
    expect(rows.getAttribute('aria-valuemax')).toBe('25000');
    await user.clear(rows);
    await user.type(rows, '25000');
    // The button says so once the form has seen the new row count (Form.useWatch re-renders after the input).
    await user.click(await within(dialog).findByRole('button', { name: '开始后台导出' }));

    await waitFor(() => expect(ctx.server.calls('/api/exports/patents')).toHaveLength(1));
    const [call] = ctx.server.calls('/api/exports/patents');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      q: '锂电池',
      sort: 'publicationDate',
      format: 'xlsx',
      columns: [...EXPORT_COLUMNS],
      limit: 25_000,
    });
    expect(call?.headers.authorization).toBe('bearer u-1');
    await waitFor(() =>
      expect(ctx.seen.messages.map((m) => m.text)).toContain('导出任务已提交，生成后将通过邮件通知您'),
    );
    // No direct download was asked for.
    expect(ctx.server.calls('/api/data/patents/export')).toEqual([]);
    const area = await screen.findByRole('region', { name: '后台导出' });
    expect(within(area).getByText('XLSX，25,000 条')).toBeTruthy();
    expect(within(area).getByText('排队中')).toBeTruthy();
  });

  it('keeps a visitor to the direct download and offers the login for more', async () => {
    storeTokens({ visitor: 'bearer v1' });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('spinbutton').getAttribute('aria-valuemax')).toBe('10000');
    expect(within(dialog).getByText(/登录后可导出更多结果，每次最多 200,000 条。/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(URL_OF_SEARCH)}`,
    );
    expect(ctx.server.calls('/api/exports')).toEqual([]);
  });
});
