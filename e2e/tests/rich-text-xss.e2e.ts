import type { Article, ArticleKind } from '@cityip/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findUnsafeMarkup } from '../../apps/server/test/unsafe-markup.js';
import { BENIGN_FIRST_TEXT, BENIGN_LAST_TEXT, XSS_PAYLOADS, xssCorpusBody } from '../../apps/server/test/xss-corpus.js';
import { LoginPage } from '../pages/login-page.js';
import { activate } from '../support/actions.js';
import { expectAccessible, useBrowser } from '../support/browser.js';
import { createArticle, deleteArticles, uploadImage } from '../support/content-api.js';
import { portalUrl } from '../support/portal.js';
import { loginElsewhere } from '../support/portal-api.js';
import { samplePng } from '../support/sample-files.js';
import { provokePayloads, watchForXss, type XssWatch } from '../support/xss-watch.js';

const browser = useBrowser();

/**
 * One item of every kind of rich-text content, and every page that shows it: the portal page
 * (behind its disclosure for the introductions) and, for one item per kind, the back office's
 * edit screen (the editor loaded with it), its preview and the list's preview.
 */
interface Item {
  kind: ArticleKind;
  fields: object;
  portalPath: (article: Article) => string;
  /** The disclosure (summary text) the body sits behind on the portal page, if any. */
  disclosure?: string;
  /** Its back-office screens: the edit screen, and the list whose row preview is opened too (once is enough: same component). */
  backOffice?: { edit: string; list?: string };
}

// The policy comes last: its detail page is the one the accessibility check then judges.
const ITEMS: Item[] = [
  {
    kind: 'guide',
    fields: { guideKey: 'serviceWindow' },
    portalPath: () => '/publicServe',
    disclosure: '阅读窗口介绍全文',
  },
  {
    kind: 'guide',
    fields: { guideKey: 'developPermit' },
    portalPath: () => '/developPermit',
    disclosure: '阅读开放许可介绍全文',
  },
  {
    kind: 'guide',
    fields: { guideKey: 'adminRuling' },
    portalPath: () => '/protectRights?id=12',
    backOffice: { edit: 'guideAndIntroOpreation' },
  },
  {
    kind: 'news',
    fields: { informationType: 1, publishDate: '2026-03-01' },
    portalPath: (article) => `/generalInfo/detail?id=${article.id}&informationType=1`,
    backOffice: { edit: 'newsOpreation' },
  },
  {
    kind: 'policy',
    fields: { level: 'city', authority: '示范市知识产权局', publishDate: '2026-03-01' },
    portalPath: (article) => `/policySearch/detail?id=${article.id}`,
    backOffice: { edit: 'policyOpreation', list: 'policy' },
  },
];

const NOTHING: XssWatch = { hits: [], dialogs: [], foreignRequests: [], errors: [] };
/** Makes this run's titles unique, so a rerun against the same portal finds its own rows. */
const RUN = Date.now().toString(36);
const saved: Array<{ item: Item; article: Article }> = [];
let token: string;
let imageUrl: string;

beforeAll(async () => {
  token = await loginElsewhere('bus@demo.local', 'Bus@12345');
  const image = await uploadImage(token, samplePng('xss-corpus-figure.png'));
  imageUrl = `/api/files/${image.id}`;
  const body = xssCorpusBody(imageUrl);
  for (const [index, item] of ITEMS.entries()) {
    const title = `富文本安全测试 ${item.kind} ${index + 1} ${RUN}`;
    const article = await createArticle(token, item.kind, { title, status: 'published', body, ...item.fields });
    saved.push({ item, article });
  }
});

// The guides replace the demo introductions while they are the newest: later journeys need those back.
afterAll(async () => {
  // Signing in in the browser ended the API session (one session per account): sign in again.
  token = await loginElsewhere('bus@demo.local', 'Bus@12345');
  for (const kind of ['policy', 'news', 'guide'] as const) {
    const ids = saved.filter(({ item }) => item.kind === kind).map(({ article }) => article.id);
    await deleteArticles(token, kind, ids);
  }
});

/** The corpus is rendered readable under `view`: first and last text and the uploaded image. */
async function expectBenignContent(view: Locator): Promise<void> {
  await view.getByText(BENIGN_LAST_TEXT, { exact: true }).waitFor();
  expect(await view.getByText(BENIGN_FIRST_TEXT, { exact: true }).isVisible()).toBe(true);
  const image = view.locator(`img[src="${imageUrl}"]`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Rendered HTML (not the editor's own DOM) holds nothing active, as the browser serialises it. */
async function expectInertDom(view: Locator): Promise<void> {
  expect(findUnsafeMarkup(await view.innerHTML())).toEqual([]);
}

async function visitPortal(page: Page, watch: XssWatch, item: Item, article: Article): Promise<void> {
  await page.goto(item.portalPath(article));
  if (item.disclosure) await activate(page, page.getByText(item.disclosure, { exact: true }));
  const view = page.locator('.article-body');
  await expectBenignContent(view);
  await provokePayloads(view);
  await expectInertDom(view);
  expect(watch, `${item.kind} on ${page.url()}`).toEqual(NOTHING);
}

async function visitBackOffice(page: Page, watch: XssWatch, item: Item, article: Article): Promise<void> {
  const paths = item.backOffice;
  if (!paths) return;
  const base = '/backStackSupport/content';
  await page.goto(`${base}/${paths.edit}?id=${article.id}`);
  const editor = page.getByRole('textbox', { name: '正文', exact: true });
  await expectBenignContent(editor);
  await provokePayloads(editor);
  await activate(page, page.getByRole('button', { name: /^预览$/ }));
  const draftPreview = page.locator('.article-preview-body');
  await expectBenignContent(draftPreview);
  await provokePayloads(draftPreview);
  await expectInertDom(draftPreview);
  expect(watch, `${item.kind} in the editor and its preview`).toEqual(NOTHING);

  if (!paths.list) return;
  await page.goto(`${base}/${paths.list}`);
  await activate(page, page.getByRole('button', { name: `预览：${article.title}` }));
  const storedPreview = page.locator('.article-preview-body');
  await expectBenignContent(storedPreview);
  await provokePayloads(storedPreview);
  await expectInertDom(storedPreview);
  expect(watch, `${item.kind} in the list's preview`).toEqual(NOTHING);
}

describe('case 15: stored XSS corpus in every rich-text field', () => {
  let context: BrowserContext;
  let page: Page;
  let watch: XssWatch;

  beforeAll(async () => {
    // The portal's Content-Security-Policy would stop inline script on its own; bypass it so these
    // tests judge the sanitiser and the renderers alone (the policy is its own layer, tested with the headers).
    context = await browser().newContext({
      baseURL: portalUrl(),
      locale: 'zh-CN',
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    page = await context.newPage();
    watch = await watchForXss(context, new URL(portalUrl()).origin);
    await new LoginPage(page).logInAndLand('bus@demo.local', 'Bus@12345', '**/backStackSupport/**');
  });
  afterAll(() => context.close());

  test(`[PORTAL][CONTENT]: ${XSS_PAYLOADS.length} payloads saved in policies, news and guides run nothing on the portal pages that show them`, async () => {
    for (const { item, article } of saved) await visitPortal(page, watch, item, article);
    await expectAccessible(page);
  });

  test('[BUS][CONTENT]: the same items run nothing in the editor, its preview or the list preview', async () => {
    for (const { item, article } of saved) await visitBackOffice(page, watch, item, article);
  });

  // Defence in depth for the editor: were the server's sanitiser ever bypassed, Tiptap parses the
  // HTML in an inert document and keeps only its schema. (The previews have no such second line.)
  test('[BUS][CONTENT]: the editor given the raw corpus, as if the server had not sanitised it, runs none of it', async () => {
    const policy = saved.find(({ item }) => item.kind === 'policy')?.article;
    if (!policy) throw new Error('no policy saved');
    const raw = xssCorpusBody(imageUrl);
    await page.route(`**/api/admin/policies/${policy.id}`, async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as { data: Article };
      await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, body: raw } } });
    });
    await page.goto(`/backStackSupport/content/policyOpreation?id=${policy.id}`);
    const editor = page.getByRole('textbox', { name: '正文', exact: true });
    await expectBenignContent(editor);
    await provokePayloads(editor);
    await page.unrouteAll();
    expect(watch).toEqual(NOTHING);
  });
});
