import {
  BACK_OFFICE_BASE,
  BACK_OFFICE_ROUTES,
  canAccess,
  FRONT_SITE_ROUTES,
  TOP_LEVEL_ROUTES,
} from '@cityip/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, newPortalPage, useBrowser } from '../support/browser.js';
import { unnamedControls } from '../support/control-names.js';
import { portalUrl } from '../support/portal.js';
import { COMPANY_VIEWS, DEMO_COMPANY, EXTRA_VIEWS, frontSiteUrl, logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

/**
 * Every page is judged in both languages and both display modes: each run has one mode, and on
 * each page it checks the language it arrives in, switches with the header's language button and
 * checks the other (cheaper than a second visit). A back-office page is visited by the first of
 * `staff` allowed it: operations staff see each of theirs in one run, the administrator every page
 * in the other.
 */
const VARIANTS = [
  { locale: 'zh-CN', senior: false, label: 'standard', staff: ['bus', 'admin'] },
  { locale: 'en-US', senior: true, label: '长辈版', staff: ['admin'] },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Staff who reach the back office without a second factor in the suite's server. */
const STAFF = {
  admin: { email: 'admin@demo.local', password: 'Admin@12345' },
  bus: { email: 'bus@demo.local', password: 'Bus@12345' },
} as const;
/** Four axe runs of a few seconds for each of some sixty pages on a two-core machine. */
const AREA_TIMEOUT_MS = 600_000;

async function newVariantPage(variant: Variant): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPortalPage(browser(), variant.locale);
  const url = portalUrl();
  await context.addCookies([
    { name: 'lang', value: variant.locale, url },
    ...(variant.senior ? [{ name: 'displayMode', value: 'senior', url }] : []),
  ]);
  return { page, close: () => context.close() };
}

/**
 * What fails on the page as it shows now, every axe rule included and every control named by
 * itself (support/control-names.ts), labelled with its language.
 */
async function judge(page: Page, path: string, variant: Variant): Promise<{ lang: string; problems: string[] }> {
  const problems = [...(await axeViolations(page, { allImpacts: true })), ...(await unnamedControls(page))];
  if (!(await page.title())) problems.push('no document title');
  const lang = await page.evaluate(() => document.documentElement.lang);
  const senior = await page.evaluate(() => document.documentElement.classList.contains('senior-mode'));
  if (senior !== variant.senior) problems.push(senior ? 'shown in 长辈版' : 'not shown in 长辈版');
  return { lang, problems: problems.map((problem) => `${path} (${lang}, ${variant.label}): ${problem}`) };
}

/** Opens a path and judges it in the language it opens in, then in the other one. */
async function problemsOf(page: Page, path: string, variant: Variant): Promise<string[]> {
  await page.goto(path);
  await settle(page);
  const first = await judge(page, path, variant);
  await page.locator('.language-switch').first().click();
  await page.waitForFunction((before) => document.documentElement.lang !== before, first.lang);
  await settle(page);
  const second = await judge(page, path, variant);
  const problems = [...first.problems, ...second.problems];
  const languages = [first.lang, second.lang].sort().join(' and ');
  if (languages !== 'en-US and zh-CN') problems.push(`${path}: judged in ${languages}, not in zh-CN and en-US`);
  return problems;
}

/** Every top-level page anonymously, then every front-site page as a signed-in person. */
async function portalProblems(variant: Variant): Promise<string[]> {
  const problems: string[] = [];
  const anonymous = await newVariantPage(variant);
  for (const route of TOP_LEVEL_ROUTES) problems.push(...(await problemsOf(anonymous.page, route.path, variant)));
  await anonymous.close();

  // A signed-in person reaches every front page, the account and authentication pages too.
  const person = await newVariantPage(variant);
  await logIn(person.page, 'person@demo.local', 'Person@12345');
  for (const route of FRONT_SITE_ROUTES) {
    problems.push(...(await problemsOf(person.page, await frontSiteUrl(person.page, route.path), variant)));
    for (const view of EXTRA_VIEWS[route.path] ?? []) problems.push(...(await problemsOf(person.page, view, variant)));
  }
  await person.close();

  // What only a company account has (its portfolio), as the demo company.
  const company = await newVariantPage(variant);
  await logIn(company.page, DEMO_COMPANY.email, DEMO_COMPANY.password);
  for (const view of COMPANY_VIEWS) problems.push(...(await problemsOf(company.page, view, variant)));
  await company.close();
  return problems;
}

/** Every back-office page, each visited by the first of the variant's staff allowed to open it. */
async function backOfficeProblems(variant: Variant): Promise<string[]> {
  const problems: string[] = [];
  const pages = new Map<string, Awaited<ReturnType<typeof newVariantPage>>>();
  for (const route of BACK_OFFICE_ROUTES) {
    const role = variant.staff.find((candidate) => canAccess(candidate, route.module));
    if (!role) {
      // A page only another role may open (the auditor signs in with TOTP) needs its visitor added here.
      problems.push(`${route.path}: no visitor of this run may open it`);
      continue;
    }
    let visitor = pages.get(role);
    if (!visitor) {
      visitor = await newVariantPage(variant);
      await logIn(visitor.page, STAFF[role].email, STAFF[role].password);
      pages.set(role, visitor);
    }
    const path = `${BACK_OFFICE_BASE}${route.path}`;
    for (const view of [path, ...(EXTRA_VIEWS[path] ?? [])]) {
      const found = await problemsOf(visitor.page, view, variant);
      problems.push(...found.map((problem) => `${role} ${problem}`));
    }
  }
  for (const visitor of pages.values()) await visitor.close();
  return problems;
}

// axe takes 2–8 s a page, so the four areas × modes run two at a time: the portal of one mode
// beside the back office of the other. Each pair signs in as different people (one session per
// account: a second login would end the first), and each mode is covered by one portal and one
// back-office run.
const [standard, senior] = VARIANTS;
for (const [portal, backOffice] of [
  [standard, senior],
  [senior, standard],
] as const) {
  test(
    `[A11Y][PORTAL][ADMIN]: every page of the router table passes every axe rule in both languages (portal ${portal.label}, back office ${backOffice.label}, visited by ${backOffice.staff.join(' or ')})`,
    async () => {
      const [front, back] = await Promise.all([portalProblems(portal), backOfficeProblems(backOffice)]);
      expect(front).toEqual([]);
      expect(back).toEqual([]);
    },
    AREA_TIMEOUT_MS,
  );
}

test('[A11Y]: the check finds what it looks for: a picture without a text and an unnamed field planted on a real page', async () => {
  const { page, close } = await newVariantPage(standard);
  await page.goto('/policySearch');
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><input type="text">');
  });
  const problems = await axeViolations(page, { allImpacts: true });
  await close();
  expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(['image-alt', 'label']);
});
