import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { externalLinks, externalLinkUrl } from '../../config/external-links.js';
import { NAV_MENU, subItemHref } from './nav-menu.js';

describe('top navigation menu (spec section 2)', () => {
  it('has the spec’s items, sub-items and ids in order', () => {
    expect(NAV_MENU.map((item) => [item.title, item.children.length])).toEqual([
      ['nav.home', 0],
      ['nav.infoUse', 7],
      ['nav.rightsProtection', 8],
      ['nav.publicService', 3],
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

  it('links the external platforms to the configured address, else to the service window page', () => {
    expect(externalLinks.patentTransformation).toBe('/publicServe');
    expect(externalLinkUrl('evidencePreservation', null)).toBe('/publicServe');
    const config = {
      aesKey: '',
      clientId: '',
      cityName: '',
      demo: false,
      externalLinks: { evidencePreservation: 'https://evidence.example.gov.cn' },
    };
    expect(externalLinkUrl('evidencePreservation', config)).toBe('https://evidence.example.gov.cn');
    expect(
      externalLinkUrl('patentTransformation', {
        ...config,
        externalLinks: { patentTransformation: 'javascript:alert(1)' },
      }),
    ).toBe('/publicServe');
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
    expect(window.localStorage.getItem('lang')).toBe('en-US');
    await user.click(screen.getByRole('button', { name: '切换到中文' }));
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
