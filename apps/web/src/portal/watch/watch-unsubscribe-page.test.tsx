import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { WatchUnsubscribePage } from './watch-unsubscribe-page.js';

const route = { path: '/watchUnsubscribe', title: 'route.watchUnsubscribe', Component: WatchUnsubscribePage };
const GOOD = 'search.00000000-0000-4000-8000-000000000001.sig';
const INDUSTRY = 'industry.00000000-0000-4000-8000-000000000002.sig';

describe('/watchUnsubscribe', () => {
  const answers = portalHandler({
    [`/api/watch/unsubscribe/${GOOD}`]: { kind: 'search', name: '锂电池发明' },
    [`/api/watch/unsubscribe/${INDUSTRY}`]: { kind: 'industry', name: 'nev' },
  });
  const ctx = useClientHarness((request) =>
    request.path === '/api/watch/unsubscribe/forged'
      ? envelopeReply(400, null, '退订链接无效，请复制邮件中的完整链接', 400)
      : answers(request),
  );
  beforeEach(() => setRuntimeConfig(TEST_CONFIG));
  afterEach(() => setRuntimeConfig(null));

  it('unsubscribes without a login as it opens, and says what was turned off', async () => {
    renderPortalPage(`/watchUnsubscribe?token=${encodeURIComponent(GOOD)}`, route);
    expect(await screen.findByRole('heading', { level: 2, name: '已退订' })).toBeTruthy();
    expect(screen.getByText('您已退订检索“锂电池发明”的邮件提醒，此后不会再收到它的提醒邮件。')).toBeTruthy();
    const calls = ctx.server.calls(`/api/watch/unsubscribe/${GOOD}`);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(screen.getByRole('link', { name: '登录后管理我的提醒' }).getAttribute('href')).toBe(
      '/frontAccountInfo?tab=watch',
    );
  });

  it('names the industry of an industry watch', async () => {
    renderPortalPage(`/watchUnsubscribe?token=${encodeURIComponent(INDUSTRY)}`, route);
    expect(await screen.findByText('您已退订新能源汽车产业的每周动态，此后不会再收到它的邮件。')).toBeTruthy();
  });

  it('says why a link that is not valid, or has no token, does nothing', async () => {
    const forged = renderPortalPage('/watchUnsubscribe?token=forged', route);
    expect(await screen.findByRole('heading', { level: 2, name: '未能退订' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('退订链接无效，请复制邮件中的完整链接');
    forged.unmount();

    renderPortalPage('/watchUnsubscribe', route);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^退订链接不完整/);
    expect(ctx.server.received.filter((call) => call.path.startsWith('/api/watch/'))).toHaveLength(1);
  });
});
