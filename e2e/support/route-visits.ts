import type { FrontSitePath } from '@cityip/contracts';
import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page.js';

/** Pages that show one record: reached the way a visitor does, by the first link of their list. */
const FOLLOW: Partial<Record<FrontSitePath, { from: string; link: string }>> = {
  '/policySearch/detail': { from: '/policySearch?level=city', link: 'a[href^="/policySearch/detail"]' },
  '/generalInfo/detail': { from: '/generalInfo?informationType=2', link: 'a[href^="/generalInfo/detail"]' },
  '/serverDetail': { from: '/publicServe', link: 'a[href^="/serverDetail"]' },
  '/patentStatistics/detail': { from: '/patentStatistics', link: 'a[href^="/patentStatistics/detail"]' },
  '/talentPool/detail': { from: '/talentPool', link: 'a[href^="/talentPool/detail"]' },
  '/techDemand/detail': { from: '/techDemand', link: 'a[href^="/techDemand/detail"]' },
  '/consult/detail': { from: '/consult', link: 'a[href^="/consult/detail"]' },
};
/** Search pages are visited with results on them. */
const QUERY: Partial<Record<FrontSitePath, string>> = {
  '/patentSearch': `?q=${encodeURIComponent('电池')}`,
  '/infoSearch': `?keyword=${encodeURIComponent('专利')}`,
};

/**
 * Views of a route that its address opens besides its first one (an account tab, a back-office
 * tab): the accessibility sweep judges them after the route itself. Keyed by the route's path
 * (a back-office one with its base).
 */
export const EXTRA_VIEWS: Partial<Record<string, readonly string[]>> = {
  '/consult': ['/consult?tab=ask', '/consult?tab=lookup'],
  '/frontAccountInfo': [
    '/frontAccountInfo?tab=consultations',
    '/frontAccountInfo?tab=reviews',
    '/frontAccountInfo?tab=exports',
    '/frontAccountInfo?tab=watch',
  ],
  // An alert mail's unsubscribe link with a token that is not valid (the route alone has none);
  // a valid link is judged where the watch journey (watch.e2e.ts) opens one from its mail.
  '/watchUnsubscribe': ['/watchUnsubscribe?token=search.not-a-valid.token'],
  '/backStackSupport/system/consultManage': ['/backStackSupport/system/consultManage?tab=faqs'],
  '/backStackSupport/system/evaluation': ['/backStackSupport/system/evaluation?tab=rectifications'],
  '/backStackSupport/data/patentErrors': ['/backStackSupport/data/patentErrors?tab=corrections'],
};

/**
 * Views only a company account has (its patent portfolio, issue 26): the accessibility sweep
 * judges them signed in as the demo company, whose approved authentication and demo patents fill them.
 */
export const COMPANY_VIEWS: readonly string[] = ['/frontAccountInfo?tab=portfolio'];
/** The demo company's login (README's demo accounts). */
export const DEMO_COMPANY = { email: 'company@demo.local', password: 'Company@12345' } as const;

/** The address to visit a front-site route of the router table at, with content on it. */
export async function frontSiteUrl(page: Page, path: FrontSitePath): Promise<string> {
  const follow = FOLLOW[path];
  if (!follow) return `${path}${QUERY[path] ?? ''}`;
  await page.goto(follow.from);
  const link = page.locator(follow.link).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`${follow.from} has no link to ${path}`);
  return href;
}

/** Waits until the page's data has arrived: no request in flight, no spinner or skeleton left, a heading shown. */
export async function settle(page: Page): Promise<void> {
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  await page
    .locator('.page-loading, .loading-spinner, .ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached' });
  await page.locator('h1').first().waitFor();
}

/** Waits until the app has taken over the page (a pre-rendered page shows before its buttons work). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Signs in on /login and waits to be sent on. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
