import type { WatchOverview } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { PatentDatabasePage } from '../patent-database/patent-database-page.js';

const route = { path: '/patentDatabase', title: 'nav.infoUse,nav.patentDatabase', Component: PatentDatabasePage };

describe('subscribing to a key industry on /patentDatabase', () => {
  let subscribed = false;
  const overview = (): WatchOverview => ({
    searches: [],
    industries: subscribed
      ? [{ id: 'i1', industry: 'nev', nextDigestAt: '2026-12-07T02:00:00.000Z', createdAt: '2026-11-30T02:00:00.000Z' }]
      : [],
    maxSearches: 50,
  });
  const ctx = useClientHarness(
    portalHandler({
      '/api/data/industries': [],
      '/api/data/patents': { items: [], total: 0, page: 1, pageSize: 20, tookMs: 1 },
      '/api/data/patents/facets': { total: 0, approximate: false, facets: {} },
      '/api/my/watch': () => overview(),
      '/api/my/watch/industries/nev': (request) => {
        subscribed = request.method === 'PUT';
        return subscribed ? overview().industries[0] : null;
      },
    }),
  );
  const writes = () => ctx.server.calls('/api/my/watch/industries/nev').map((call) => call.method);

  it('subscribes from the industry, shows the subscription, and unsubscribes there', async () => {
    const user = userEvent.setup({ delay: null });
    subscribed = false;
    storeTokens({ token: 'bearer u-1', role: 'user' });
    renderPortalPage('/patentDatabase?industry=nev', route);
    const detail = await screen.findByRole('region', { name: '新能源汽车' });
    await user.click(await within(detail).findByRole('button', { name: '订阅每周动态：新能源汽车' }));
    await waitFor(() => expect(writes()).toEqual(['PUT']));
    expect(await within(detail).findByText('已订阅每周动态')).toBeTruthy();
    await user.click(within(detail).getByRole('button', { name: '退订：新能源汽车每周动态' }));
    await waitFor(() => expect(writes()).toEqual(['PUT', 'DELETE']));
    expect(await within(detail).findByRole('button', { name: '订阅每周动态：新能源汽车' })).toBeTruthy();
  });

  it('offers a visitor the login and the way back', async () => {
    renderPortalPage('/patentDatabase?industry=nev', route);
    const detail = await screen.findByRole('region', { name: '新能源汽车' });
    const login = await within(detail).findByRole('link', { name: '登录后订阅产业动态' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/patentDatabase?industry=nev')}`);
    expect(ctx.server.calls('/api/my/watch')).toEqual([]);
  });
});
