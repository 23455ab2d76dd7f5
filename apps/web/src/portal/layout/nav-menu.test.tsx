import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildLink } from '../../../test/factories.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { registerFeedback } from '../../api/feedback.js';
import { PLATFORM_LINK_FALLBACK, platformLinkUrl } from '../../config/external-links.js';
import { setLanguage } from '../../i18n/index.js';
import { NAV_MENU, subItemHref } from './nav-menu.js';

describe('top navigation menu (spec section 2)', () => {
  it('has the spec’s items, sub-items and ids in order', () => {
    expect(NAV_MENU.map((item) => [item.title, item.children.length])).toEqual([
      ['nav.home', 0],
      ['nav.infoUse', 7],
      ['nav.rightsProtection', 8],
      ['nav.publicService', 4],
      ['nav.onlineHandling', 0],
      ['nav.policyQuery', 4],
    ]);
    const ids = NAV_MENU.flatMap((item) => item.children.filter((c) => c.id).map((c) => [c.title, c.id]));
    expect(ids).toEqual([
      ['nav.developPermit', 14],
      ['nav.adminRuling', 12],
      ['nav.adminMediation', 13],
      ['nav.thinkTank', 15],
    ]);
    expect(subItemHref({ title: 'x', value: '/protectRights', id: 12 })).toBe('/protectRights?id=12');
  });

  it('links the external platforms to their enabled platform jump link, else to the service window page', () => {
    const link = (menuKey: 'patentTransformation' | 'evidencePreservation', url: string, enabled = true) => ({
      id: `l-${menuKey}`,
      name: menuKey,
      url,
      group: 'platform' as const,
      menuKey,
      icon: null,
      sortOrder: 0,
      enabled,
      updatedAt: '2024-01-01T00:00:00Z',
    });
    expect(platformLinkUrl('evidencePreservation', undefined)).toBe(PLATFORM_LINK_FALLBACK);
    expect(PLATFORM_LINK_FALLBACK).toBe('/publicServe');
    const links = [link('evidencePreservation', 'https://evidence.example.gov.cn')];
    expect(platformLinkUrl('evidencePreservation', links)).toBe('https://evidence.example.gov.cn');
    expect(platformLinkUrl('patentTransformation', links)).toBe('/publicServe');
    expect(platformLinkUrl('patentTransformation', [link('patentTransformation', 'javascript:alert(1)')])).toBe(
      '/publicServe',
    );
    expect(platformLinkUrl('patentTransformation', [link('patentTransformation', 'https://x.example', false)])).toBe(
      '/publicServe',
    );
  });
});

describe('portal header', () => {
  useClientHarness(() => envelopeReply(200, null));

  it('selects Home by default and opens sub-menus as disclosure lists', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/platformPortal');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const toggle = within(nav).getByRole('button', { name: '权益保护' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getAllByRole('link')).toHaveLength(8);
    expect(
      within(panel as HTMLElement)
        .getByRole('link', { name: '专利行政裁决' })
        .getAttribute('href'),
    ).toBe('/protectRights?id=12');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers login and register to visitors and switches the language', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/platformPortal');
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/personAuth');
    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain('lang=en-US');
    await user.click(screen.getByRole('button', { name: '切换到中文' }));
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('external platforms in the top menu', () => {
  const url = 'https://transform.example.gov.cn';
  useClientHarness(
    portalHandler({
      '/api/site': buildSite([
        buildLink({ name: '转化平台', url, group: 'platform', menuKey: 'patentTransformation' }),
      ]),
    }),
  );
  // The notice is antd's, loaded on demand by the home page (which has no antd of its own).
  beforeEach(() => registerFeedback(null));

  it('opens an external platform from its jump link in a new tab, after the leaving-portal notice', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup({ delay: null });
    await setLanguage('zh-CN');
    renderApp('/platformPortal');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await user.click(within(nav).getByRole('button', { name: '信息利用' }));
    const platformLink = () => within(nav).getByRole('link', { name: /专利转化数字化服务平台/ });
    // Until /api/site answers, the entry leads to the service window page.
    await waitFor(() => expect(platformLink().getAttribute('href')).toBe(url));
    const link = platformLink();
    expect(link.getAttribute('target')).toBe('_blank');
    // The evidence platform has no jump link: it leads to the service window page instead.
    await user.click(within(nav).getByRole('button', { name: '权益保护' }));
    expect(within(nav).getByRole('link', { name: '电子证据保全平台' }).getAttribute('href')).toBe('/publicServe');

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: '您即将离开本网站' });
    expect(within(dialog).getByText(/城市专利转化数字化服务平台/)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(open).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('button', { name: '信息利用' }));
    await user.click(within(nav).getByRole('link', { name: /专利转化数字化服务平台/ }));
    // The cancelled notice may still be fading out: confirm the newest one.
    const confirms = await screen.findAllByRole('button', { name: '继续访问' });
    await user.click(confirms[confirms.length - 1] as HTMLElement);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
  });
});
