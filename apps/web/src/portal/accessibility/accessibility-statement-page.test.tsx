import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildSite, portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { setLanguage } from '../../i18n/index.js';

describe('/accessibility', () => {
  const site = buildSite();
  useClientHarness(
    portalHandler({ '/api/site': { ...site, footer: { ...site.footer, email: 'a11y@ip.demo.gov.cn' } } }),
  );
  afterEach(() => setLanguage('zh-CN'));

  it('is linked from the footer and states the standard, the known exceptions, how to report and the last test', async () => {
    const { router } = renderApp('/platformPortal');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: '无障碍声明' }));
    // The route's page loads lazily; the router moves once it has.
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessibility'));

    expect(await screen.findByRole('heading', { level: 1, name: '无障碍声明' })).toBeTruthy();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('遵循标准')).getByText(/GB\/T 37668-2019.*WCAG 2\.2.*AA 级/)).toBeTruthy();
    const exceptions = within(section('已知例外'));
    expect(exceptions.getAllByRole('listitem')).toHaveLength(3);
    expect(exceptions.getByText(/目标为 200 KB 以内/)).toBeTruthy();
    expect(within(section('已提供的无障碍功能')).getByText(/^页面顶部的“长辈版”按钮/)).toBeTruthy();
    const report = section('问题反馈');
    expect(within(report).getByText('联系电话：0000-12345678')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'a11y@ip.demo.gov.cn' }).getAttribute('href')).toBe(
      'mailto:a11y@ip.demo.gov.cn',
    );
    expect(within(section('测试情况')).getByText(/^最近一次测试：2026年11月24日。/)).toBeTruthy();

    await setLanguage('en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(within(section('Testing')).getByText(/^Last tested: November 24, 2026\./)).toBeTruthy();
    expect(within(section('Report a problem')).getByText('Telephone: 0000-12345678')).toBeTruthy();
  });
});
