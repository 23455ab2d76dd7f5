import { GUIDE_KEYS } from '@cityip/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle } from '../../../test/factories.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { NAV_MENU, subItemHref } from '../layout/nav-menu.js';
import { guideHref, guideKeyFor } from './guide-pages.js';

describe('guide addresses', () => {
  it.each([
    ['/protectRights', '?id=12', 'adminRuling'],
    ['/protectRights', '?id=13', 'adminMediation'],
    ['/developPermit', '?id=14', 'developPermit'],
    ['/publicServe', '?id=15', 'thinkTank'],
    ['/publicServe', '', 'serviceWindow'],
    ['/protectRights', '?type=overseas', 'overseasGuidance'],
    ['/protectRights', '', 'rightsAid'],
    ['/protectRights', '?id=15', 'rightsAid'],
    ['/registerApply', '', 'onlineHandling'],
    ['/patentPreAudit', '', 'patentPreAudit'],
    ['/patentSearch', '', null],
  ])('%s%s shows %s', (path, search, key) => {
    expect(guideKeyFor(path, search)).toBe(key);
  });

  it('gives every guide an address that leads back to it, and every menu guide item its guide', () => {
    for (const key of GUIDE_KEYS) {
      const [path, search = ''] = guideHref(key).split('?');
      expect(guideKeyFor(path ?? '', search)).toBe(key);
    }
    for (const item of NAV_MENU.flatMap((entry) => entry.children)) {
      const [path, search = ''] = subItemHref(item).split('?');
      const key = guideKeyFor(path ?? '', search);
      if (key) expect(`nav.${key}`).toBe(item.title);
    }
  });
});

describe('guide pages', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/guides/adminRuling': buildArticle({
        kind: 'guide',
        guideKey: 'adminRuling',
        title: '专利侵权纠纷行政裁决办事指南',
        body: '<p>受理条件：</p><p><img src="/api/files/x" alt="办理流程"></p>',
        attachments: [{ id: 'a'.repeat(64), name: '请求书.pdf', mime: 'application/pdf', size: 3 * 1024 * 1024 }],
        relatedLinks: [{ name: '国家知识产权局', url: 'https://www.cnipa.gov.cn' }],
      }),
    }),
  );

  it('renders the guide of menu id 12 with body, attachments and related links', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/protectRights?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: '专利行政裁决' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '专利侵权纠纷行政裁决办事指南' })).toBeTruthy();
    expect(ctx.server.calls('/api/guides/adminRuling')).toHaveLength(1);
    expect(screen.getByText('受理条件：')).toBeTruthy();
    expect(screen.getByRole('link', { name: '请求书.pdf' }).getAttribute('href')).toContain('download=1');
    expect(screen.getByText('3.0 MB')).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^专利行政裁决 - /));

    // A related link is another site: notice first, new tab only after confirming.
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const related = screen.getByRole('link', { name: /国家知识产权局/ });
    expect(related.getAttribute('target')).toBe('_blank');
    await user.click(related);
    const dialog = await screen.findByRole('dialog', { name: '您即将离开本网站' });
    expect(within(dialog).getByText(/国家知识产权局/)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '继续访问' }));
    expect(open).toHaveBeenCalledWith('https://www.cnipa.gov.cn', '_blank', 'noopener,noreferrer');
  });

  it('shows the empty state when the guide is not published yet', async () => {
    ctx.server.handle((request) =>
      request.path.startsWith('/api/guides/')
        ? envelopeReply(404, null, '内容不存在或已下线', 404)
        : portalHandler({})(request),
    );
    renderApp('/protectRights?type=trademark');
    expect(await screen.findByRole('heading', { level: 1, name: '商标监测预警' })).toBeTruthy();
    expect(await screen.findByText('内容不存在或已下线')).toBeTruthy();
    expect(ctx.server.calls('/api/guides/trademarkWarning')).toHaveLength(1);
  });
});
