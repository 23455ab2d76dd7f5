import type { TalentCard, TalentDetail } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';

const expert: TalentCard = {
  id: 't-1',
  name: '林知远',
  organisation: '云湖知识产权代理事务所',
  industries: ['biomed'],
  ipcSections: ['A', 'C'],
  services: ['drafting', 'litigation'],
  qualifications: [
    { kind: 'patentAttorney', verified: true },
    { kind: 'lawyer', verified: false },
  ],
  hasPhoto: true,
  demo: false,
  acceptsContact: true,
};
const demoExpert: TalentCard = {
  ...expert,
  id: 't-2',
  name: '苏墨言',
  qualifications: [],
  hasPhoto: false,
  demo: true,
  acceptsContact: false,
};
const detailOf = (card: TalentCard): TalentDetail => ({
  ...card,
  profile: '长期从事生物医药领域的专利撰写。',
  publishedAt: '2025-03-01T02:00:00.000Z',
});

describe('the talent pool on the front site', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/talents': { items: [expert, demoExpert], total: 2, page: 1, pageSize: 10 },
      '/api/talents/t-1': detailOf(expert),
      '/api/talents/t-2': detailOf(demoExpert),
      '/api/site': buildSite(),
    }),
  );
  const listCalls = () => ctx.server.calls('/api/talents').map((call) => Object.fromEntries(call.query));

  it('lists experts with photo or avatar, fields, services and marks, searching from the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/talentPool?keyword=${encodeURIComponent('专利')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '人才专家库' })).toBeTruthy();
    const first = (await screen.findByRole('link', { name: '林知远' })).closest('li') as HTMLElement;
    expect(listCalls()[0]).toEqual({ keyword: '专利', page: '1', pageSize: '10' });
    expect(within(first).getByRole('img', { name: '林知远的照片' }).getAttribute('src')).toBe('/api/talents/t-1/photo');
    expect(within(first).getByText('云湖知识产权代理事务所')).toBeTruthy();
    expect(within(first).getByText('生物医药')).toBeTruthy();
    expect(within(first).getByText('专利撰写、诉讼维权')).toBeTruthy();
    expect(within(first).getByText('专利代理师（已核验）')).toBeTruthy();
    expect(within(first).getByText('律师')).toBeTruthy();
    expect(within(first).queryByText('演示数据')).toBeNull();
    const second = screen.getByRole('link', { name: '苏墨言' }).closest('li') as HTMLElement;
    expect(within(second).getByText('演示数据')).toBeTruthy();
    expect(within(second).queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: '林知远' }).getAttribute('href')).toBe('/talentPool/detail?id=t-1');

    // The <search> landmark has no implicit role in jsdom's ARIA tables yet: find it by its name.
    const filters = document.querySelector('search[aria-label="专家筛选"]') as HTMLElement;
    expect((within(filters).getByLabelText('关键词') as HTMLInputElement).value).toBe('专利');
    await user.click(within(filters).getByLabelText('重点产业'));
    await user.click(await screen.findByTitle('生物医药'));
    await user.click(within(filters).getByLabelText('仅显示资质已核验的专家'));
    await user.click(within(filters).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        keyword: '专利',
        industry: 'biomed',
        verified: 'true',
      }),
    );
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ industry: 'biomed', verified: 'true' }));

    // The form is keyed by the address: find it again after the search.
    const searched = document.querySelector('search[aria-label="专家筛选"]') as HTMLElement;
    await user.click(within(searched).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the full public profile with the contact action and no phone or email', async () => {
    renderApp('/talentPool/detail?id=t-1');
    expect(await screen.findByRole('heading', { level: 2, name: '林知远' })).toBeTruthy();
    expect(screen.getByText('长期从事生物医药领域的专利撰写。')).toBeTruthy();
    expect(screen.getByText('A 部：人类生活必需、C 部：化学、冶金')).toBeTruthy();
    expect(screen.getByText(/平台不公开专家的电话和邮箱/)).toBeTruthy();
    const contact = screen.getByRole('button', { name: /联系/ });
    expect((contact as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: '返回人才专家库' }).getAttribute('href')).toBe('/talentPool');
  });

  it('says why an expert who takes no contact requests cannot be contacted, and marks demo data', async () => {
    renderApp('/talentPool/detail?id=t-2');
    expect(await screen.findByRole('heading', { level: 2, name: '苏墨言' })).toBeTruthy();
    expect(screen.getByText('演示数据')).toBeTruthy();
    expect(screen.getByText('该专家暂不接受平台联系请求')).toBeTruthy();
    expect((screen.getByRole('button', { name: /联系/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers an unknown expert with the empty state', async () => {
    renderApp('/talentPool/detail');
    expect(await screen.findByRole('heading', { level: 1, name: '专家详情' })).toBeTruthy();
    expect(ctx.server.calls('/api/talents/t-1')).toEqual([]);
  });
});
