import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, type Received } from '../../../test/fake-server.js';
import { patentHandler, renderPatentSearch, resetPatentSearch } from '../patent-search/patent-search.fixtures.js';

const SEARCH =
  '/patentSearch?q=%E9%94%82%E7%94%B5%E6%B1%A0&filter=patentType:%E5%8F%91%E6%98%8E&sort=applicationDate&page=2&view=table';
const saveButton = () => screen.findByRole('button', { name: '保存检索' }, { timeout: 15_000 });

describe('saving a search on /patentSearch', { timeout: 40_000 }, () => {
  let refuse = false;
  const ctx = useClientHarness(
    patentHandler({
      '/api/my/watch/searches': (request: Received) =>
        refuse
          ? {
              reply: envelopeReply(
                400,
                { errors: [{ field: 'expression', message: '缺少右括号' }], position: 3, length: 1 },
                '缺少右括号',
                400,
              ),
            }
          : { id: 's1', ...(request.body as object) },
    }),
  );
  afterEach(() => {
    refuse = false;
    resetPatentSearch();
  });
  const saves = () => ctx.server.calls('/api/my/watch/searches');

  it('names the search and chooses its alerts; the expression, the address and the sort are saved', async () => {
    const user = userEvent.setup({ delay: null });
    storeTokens({ token: 'bearer u1', role: 'common' });
    renderPatentSearch(SEARCH);
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: '保存检索' });
    expect(within(dialog).getByText('锂电池 and PT=(发明)')).toBeTruthy();
    const name = within(dialog).getByLabelText('检索名称') as HTMLInputElement;
    expect(name.value).toBe('锂电池');
    await user.clear(name);
    await user.type(name, '锂电池发明');
    await user.click(within(dialog).getByRole('radio', { name: '每日' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.method).toBe('POST');
    expect(saves()[0]?.body).toEqual({
      name: '锂电池发明',
      frequency: 'daily',
      expression: '锂电池 and PT=(发明)',
      // Page, view and sort are not part of the address kept; the sort is kept beside it.
      search: 'q=%E9%94%82%E7%94%B5%E6%B1%A0&filter=patentType%3A%E5%8F%91%E6%98%8E',
      sort: 'applicationDate',
    });
    expect(saves()[0]?.headers.authorization).toBe('bearer u1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.seen.messages.map((m) => [m.level, m.text])).toContainEqual([
      'success',
      '检索已保存，可在“账户信息 › 专利提醒”中管理',
    ]);
  });

  it('shows the server’s reason when the expression is refused, and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    refuse = true;
    storeTokens({ token: 'bearer u1', role: 'user' });
    renderPatentSearch(SEARCH);
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: '保存检索' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('缺少右括号')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '保存检索' })).toBeTruthy();
  });

  it('refuses an empty name before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    storeTokens({ token: 'bearer u1', role: 'common' });
    renderPatentSearch(SEARCH);
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: '保存检索' });
    await user.clear(within(dialog).getByLabelText('检索名称'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('offers a visitor the login and the way back, and shows staff nothing', async () => {
    const visitor = renderPatentSearch(SEARCH);
    const login = await screen.findByRole('link', { name: '登录后保存检索' }, { timeout: 15_000 });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(SEARCH)}`);
    visitor.unmount();

    storeTokens({ token: 'bearer s1', role: 'bus' });
    renderPatentSearch(SEARCH);
    await screen.findByRole('button', { name: '复制链接' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: '保存检索' })).toBeNull();
    expect(screen.queryByRole('link', { name: '登录后保存检索' })).toBeNull();
  });
});
