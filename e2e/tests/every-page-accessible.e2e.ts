import {
  BACK_OFFICE_BASE,
  BACK_OFFICE_ROUTES,
  canAccess,
  FRONT_SITE_ROUTES,
  TOP_LEVEL_ROUTES,
} from '@cityip/contracts';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { axeViolations, newPortalPage, useBrowser } from '../support/browser.js';
import { frontSiteUrl, logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

/**
 * Every page is judged twice; between the two runs both languages and both display modes are
 * covered (all four combinations would double a suite that already takes minutes). A back-office
 * page is visited by the first of `staff` allowed it: operations staff see each of theirs in one
 * run, the administrator every page in the other.
 */
const VARIANTS = [
  { locale: 'zh-CN', senior: false, label: 'zh-CN, standard', staff: ['bus', 'admin'] },
  { locale: 'en-US', senior: true, label: 'en-US, 长辈版', staff: ['admin'] },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Staff who reach the back office without a second factor in the suite's server. */
const STAFF = {
  admin: { email: 'admin@demo.local', password: 'Admin@12345' },
  bus: { email: 'bus@demo.local', password: 'Bus@12345' },
} as const;
/** Two axe runs of a few seconds for each of some sixty pages on a two-core machine. */
const AREA_TIMEOUT_MS = 600_000;

async function newVariantPage(variant: Variant): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPortalPage(browser(), variant.locale);
  const url = inject('baseUrl');
  await context.addCookies([
    { name: 'lang', value: variant.locale, url },
    ...(variant.senior ? [{ name: 'displayMode', value: 'senior', url }] : []),
  ]);
  return { page, close: () => context.close() };
}

/** Opens a path, waits for it to settle and lists what fails in its variant, every axe rule included. */
async function problemsOf(page: Page, path: string, variant: Variant): Promise<string[]> {
  await page.goto(path);
  await settle(page);
  const problems = await axeViolations(page, { allImpacts: true });
  if (!(await page.title())) problems.push('no document title');
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== variant.locale) problems.push(`lang is "${lang}"`);
  const senior = await page.evaluate(() => document.documentElement.classList.contains('senior-mode'));
  if (senior !== variant.senior) problems.push(senior ? 'shown in 长辈版' : 'not shown in 长辈版');
  return problems.map((problem) => `${path} (${variant.label}): ${problem}`);
}

for (const variant of VARIANTS) {
  test(
    `[A11Y][PORTAL]: every top-level and front-site page of the router table passes every axe rule (${variant.label})`,
    async () => {
      const problems: string[] = [];
      const anonymous = await newVariantPage(variant);
      for (const route of TOP_LEVEL_ROUTES) problems.push(...(await problemsOf(anonymous.page, route.path, variant)));
      await anonymous.close();

      // A signed-in person reaches every front page, the account and authentication pages too.
      const person = await newVariantPage(variant);
      await logIn(person.page, 'person@demo.local', 'Person@12345');
      for (const route of FRONT_SITE_ROUTES) {
        problems.push(...(await problemsOf(person.page, await frontSiteUrl(person.page, route.path), variant)));
      }
      await person.close();
      expect(problems).toEqual([]);
    },
    AREA_TIMEOUT_MS,
  );

  test(
    `[A11Y][ADMIN]: every back-office page of the router table passes every axe rule (${variant.label}, visited by ${variant.staff.join(' or ')})`,
    async () => {
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
        const found = await problemsOf(visitor.page, `${BACK_OFFICE_BASE}${route.path}`, variant);
        problems.push(...found.map((problem) => `${role} ${problem}`));
      }
      for (const visitor of pages.values()) await visitor.close();
      expect(problems).toEqual([]);
    },
    AREA_TIMEOUT_MS,
  );
}
