import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { buildFaq, buildPublicConsultation, FIGURES } from './consult-fixtures.js';

const published = buildPublicConsultation();
const demo = buildPublicConsultation({
  id: '00000000-0000-4000-8000-000000000009',
  title: '平台账号如何注销？',
  category: 'platformUse',
  demo: true,
});
const faq = buildFaq();

describe('/consult: the published questions and replies', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/consultations': { items: [published, demo], total: 2, page: 1, pageSize: 10 },
      [`/api/consultations/${published.id}`]: published,
      [`/api/faqs/${faq.id}`]: faq,
      '/api/consultations/figures': FIGURES,
      '/api/consultations/form': { smsAvailable: false, replyWorkingDays: 5 },
      '/api/site': buildSite(),
    }),
  );
  const listCalls = () => ctx.server.calls('/api/consultations').map((call) => Object.fromEntries(call.query));

  it('lists the published Q&As with masked askers, searches from the address and shows the monthly figures', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/consult?keyword=${encodeURIComponent('资助')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '在线咨询' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '咨询问答', selected: true })).toBeTruthy();
    const link = await screen.findByRole('link', { name: published.title });
    expect(link.getAttribute('href')).toBe(`/consult/detail?id=${published.id}`);
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('张**')).toBeTruthy();
    expect(within(item).getByText('政策与资助')).toBeTruthy();
    expect(within(item).getByText('2026-05-08')).toBeTruthy();
    const other = screen.getByRole('link', { name: demo.title }).closest('li') as HTMLElement;
    expect(within(other).getByText('演示数据')).toBeTruthy();
    expect(listCalls()[0]).toEqual({ keyword: '资助', page: '1', pageSize: '10' });
    expect(screen.getByText('共 2 条咨询问答')).toBeTruthy();

    const filters = document.querySelector('search[aria-label="咨询问答筛选条件"]') as HTMLElement;
    expect((within(filters).getByLabelText('关键词') as HTMLInputElement).value).toBe('资助');
    await user.click(within(filters).getByLabelText('咨询类别'));
    await user.click(await screen.findByTitle('商标'));
    await user.click(within(filters).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        keyword: '资助',
        category: 'trademark',
      }),
    );
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ keyword: '资助', category: 'trademark' }));

    // The figures: newest month first, the on-time rate worked out, the twelve months' total.
    const figures = screen.getByRole('table', { name: /统计期间/ });
    const rows = within(figures).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('2026-05128675%3.1');
    expect(rows.at(-1)?.textContent).toBe('合计20141285.7%2.9');
  });

  it('opens the ask tab from the address, with the reply limit in working days', async () => {
    renderApp('/consult?tab=ask');
    expect(await screen.findByRole('tab', { name: '我要咨询', selected: true })).toBeTruthy();
    expect(await screen.findByText(/我们将在 5 个工作日内答复/)).toBeTruthy();
  });

  it('shows a published question with its reply, and a FAQ entry', async () => {
    const { unmount } = renderApp(`/consult/detail?id=${published.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: published.title })).toBeTruthy();
    expect(screen.getByText(published.question)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '答复内容' })).toBeTruthy();
    expect(screen.getByText(published.reply)).toBeTruthy();
    expect(screen.getByText('张**')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回在线咨询' }).getAttribute('href')).toBe('/consult');
    unmount();

    renderApp(`/consult/detail?faq=${faq.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: faq.question })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '解答' })).toBeTruthy();
    expect(screen.getByText(faq.answer)).toBeTruthy();
  });
});
