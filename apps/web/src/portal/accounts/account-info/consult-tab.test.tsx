import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../../test/client-harness.js';
import { portalHandler } from '../../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../../config/runtime-config.js';
import { buildAskerView } from '../../consult/consult-fixtures.js';
import { renderPortalPage } from '../../patent-database/page-test-utils.js';
import { buildProfile, ROUTES } from '../accounts-test-kit.js';
import { AccountInfoPage } from './account-info-page.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };
const replied = buildAskerView();
const handling = buildAskerView({
  id: '00000000-0000-4000-8000-000000000007',
  queryNo: 'ZX202605190001',
  title: '专利质押登记流程',
  status: 'assigned',
  reply: null,
  repliedAt: null,
});

describe('/frontAccountInfo?tab=consultations', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/account/profile': buildProfile({ role: 'common' }),
      '/api/my/consultations': { items: [handling, replied], total: 2, page: 1, pageSize: 10 },
    }),
  );
  beforeEach(() => setRuntimeConfig(null));

  it("lists the person's questions with state and due date, and opens one with its reply and rating", async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=consultations', route);
    expect(await screen.findByRole('tab', { name: '我的咨询', selected: true })).toBeTruthy();
    const open = (await screen.findByText('专利质押登记流程')).closest('tr') as HTMLElement;
    expect(within(open).getByText('ZX202605190001')).toBeTruthy();
    expect(within(open).getByText('办理中')).toBeTruthy();
    expect(within(open).getByText('2026-05-25')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我要咨询' }).getAttribute('href')).toBe('/consult?tab=ask');

    fireEvent.click(screen.getByRole('button', { name: `查看咨询“${replied.title}”` }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(replied.reply as string)).toBeTruthy();
    expect(within(drawer).getByRole('heading', { level: 3 })).toBeTruthy();
    // The account rates as itself: its eligibility is asked about, with no look-up token.
    await expect
      .poll(() => ctx.server.calls('/api/evaluations/eligibility')[0]?.query.get('targetId'))
      .toBe(replied.id);
  });
});
