import { ARTICLE_LIMITS, type Article, type ArticleDetail, type Page, type PolicyInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadOk } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';

let t: TestApp;
let bus: string;
let visitor: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
  visitor = await t.visitorToken();
});
afterAll(() => t.close());

/** A valid policy input; `overrides` replace fields. */
function buildPolicy(overrides: Partial<PolicyInput> = {}): PolicyInput {
  return {
    title: '关于印发《示范市专利资助办法》的通知',
    level: 'city',
    docNumber: '示知发〔2026〕12号',
    authority: '示范市知识产权局',
    publishDate: '2026-03-01',
    summary: '规范专利资助工作。',
    body: '<p>为鼓励发明创造，制定本办法。</p>',
    status: 'published',
    ...overrides,
  };
}

async function createPolicy(overrides: Partial<PolicyInput> = {}): Promise<Article> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/policies',
    headers: auth(bus),
    payload: buildPolicy(overrides),
  });
  const body = response.json<{ code: number; data: Article }>();
  if (body.code !== 200) throw new Error(response.body);
  return body.data;
}

async function searchPolicies(query: string, token = visitor) {
  const response = await t.app.inject({ method: 'GET', url: `/api/policies?${query}`, headers: auth(token) });
  return response.json<{ code: number; data: Page<Article> }>().data;
}

describe('back-office policies', () => {
  it('stores a policy with its body sanitised: no script, handlers, javascript: links or styles', async () => {
    const policy = await createPolicy({
      body:
        '<p onclick="alert(1)" style="background:url(javascript:alert(2))">正文</p><script>alert(3)</script>' +
        '<a href="javascript:alert(4)">链接</a><img src="x" onerror="alert(5)"><a href="https://www.cnipa.gov.cn">国家局</a>',
    });
    expect(policy.body).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect(policy.body).toContain('<p>正文</p>');
    expect(policy.body).toContain('href="https://www.cnipa.gov.cn" target="_blank" rel="noopener noreferrer"');
  });

  it('refuses invalid input with field messages in the caller language, writing nothing', async () => {
    const before = (await searchPolicies('pageSize=1')).total;
    for (const [language, text] of [
      ['zh-CN', '此项为必填项'],
      ['en-US', 'This field is required.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/policies',
        headers: { ...auth(bus), 'accept-language': language },
        payload: { ...buildPolicy(), title: '  ', effectiveDate: '2026-05-01', expiryDate: '2026-01-01' },
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ data: { errors: { field: string; message: string }[] } }>().data.errors;
      expect(errors).toContainEqual({ field: 'title', message: text });
      expect(errors.map((error) => error.field)).toContain('expiryDate');
    }
    expect((await searchPolicies('pageSize=1')).total).toBe(before);
  });

  it('refuses a title over its bound with a translated field error, and keeps the longest', async () => {
    for (const [language, text] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/policies',
        headers: { ...auth(bus), 'accept-language': language },
        payload: buildPolicy({ title: '长'.repeat(ARTICLE_LIMITS.title + 1) }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([{ field: 'title', message: text }]);
    }
    const longest = await createPolicy({ title: '长'.repeat(ARTICLE_LIMITS.title) });
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/policies/${longest.id}`, headers: auth(bus) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.title).toBe('长'.repeat(ARTICLE_LIMITS.title));
  });

  it('refuses a body that sanitising makes outgrow its bound, in the caller language', async () => {
    // Within the bound as sent; every & is stored escaped (&amp;), five times as long.
    const body = `<p>${'&'.repeat(ARTICLE_LIMITS.body - 7)}</p>`;
    for (const [language, text] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/policies',
        headers: { ...auth(bus), 'accept-language': language },
        payload: buildPolicy({ body }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([{ field: 'body', message: text }]);
    }
  });

  it('is refused to visitors (1401), ordinary and enterprise users (403) and without a token (401)', async () => {
    const attempt = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/policies', headers, payload: buildPolicy() });
    expect((await attempt(auth(visitor))).json().code).toBe(1401);
    expect((await attempt(auth(await t.loginAs('common')))).statusCode).toBe(403);
    expect((await attempt(auth(await t.loginAs('user')))).statusCode).toBe(403);
    expect((await attempt({})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/policies/00000000-0000-4000-8000-000000000000',
      headers: auth(bus),
    });
    expect(unknown.statusCode).toBe(404);
    const publicUnknown = await t.app.inject({
      method: 'GET',
      url: '/api/policies/00000000-0000-4000-8000-000000000000',
      headers: auth(visitor),
    });
    expect(publicUnknown.statusCode).toBe(404);
  });

  it('publishes, withdraws and deletes in batches, and logs each batch', async () => {
    const drafts = [
      await createPolicy({ status: 'draft', title: '批量甲' }),
      await createPolicy({ status: 'draft', title: '批量乙' }),
    ];
    const ids = drafts.map((draft) => draft.id);
    const batch = (action: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/policies/batch', headers: auth(bus), payload: { action, ids } });
    expect((await searchPolicies('keyword=批量甲')).total).toBe(0);
    expect((await batch('publish')).json().data.affected).toBe(2);
    expect((await searchPolicies('keyword=批量甲')).total).toBe(1);
    await batch('withdraw');
    expect((await searchPolicies('keyword=批量甲')).total).toBe(0);
    await batch('delete');
    const gone = await t.app.inject({ method: 'GET', url: `/api/admin/policies/${ids[0]}`, headers: auth(bus) });
    expect(gone.statusCode).toBe(404);
    const { logs } = await import('../logs/logs.tables.js');
    const entries = await t.db.select().from(logs).where(eq(logs.action, 'policy.batch'));
    expect(entries.length).toBeGreaterThanOrEqual(3);
  });
});

describe('public policy query', () => {
  it('finds a policy containing 专利资助办法 by the keyword 专利资助, and not a draft', async () => {
    const published = await createPolicy({ title: '示范市专利资助办法（2026年修订）', level: 'provincial' });
    await createPolicy({ title: '示范市专利资助办法（草稿）', status: 'draft' });
    const found = await searchPolicies(`keyword=${encodeURIComponent('专利资助')}&pageSize=50`);
    expect(found.items.map((item) => item.id)).toContain(published.id);
    expect(found.items.some((item) => item.title.includes('草稿'))).toBe(false);
    const byLevel = await searchPolicies(`keyword=${encodeURIComponent('专利资助')}&level=provincial`);
    expect(byLevel.items.every((item) => item.level === 'provincial')).toBe(true);
  });

  it('keeps a scheduled policy hidden until its publication time', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await createPolicy({ title: '定时发布的知识产权质押政策', publishAt: future });
    expect(scheduled.visible).toBe(false);
    expect((await searchPolicies(`keyword=${encodeURIComponent('质押')}`)).total).toBe(0);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/policies/${scheduled.id}`,
      headers: auth(bus),
      payload: buildPolicy({
        title: '定时发布的知识产权质押政策',
        publishAt: new Date(Date.now() - 1000).toISOString(),
      }),
    });
    expect((await searchPolicies(`keyword=${encodeURIComponent('质押')}`)).total).toBe(1);
  });

  it('filters by authority and date range and refuses an inverted range', async () => {
    await createPolicy({ title: '海关知识产权保护办法', authority: '示范海关', publishDate: '2025-06-01' });
    const found = await searchPolicies(`authority=${encodeURIComponent('海关')}&from=2025-01-01&to=2025-12-31`);
    expect(found.items.map((item) => item.title)).toEqual(['海关知识产权保护办法']);
    const inverted = await t.app.inject({
      method: 'GET',
      url: '/api/policies?from=2026-02-01&to=2026-01-01',
      headers: auth(visitor),
    });
    expect(inverted.statusCode).toBe(400);
  });

  it('shows a detail with previous and next in the same level', async () => {
    const older = await createPolicy({ title: '港澳台甲', level: 'hkMacaoTaiwan', publishDate: '2024-01-01' });
    const middle = await createPolicy({ title: '港澳台乙', level: 'hkMacaoTaiwan', publishDate: '2024-02-01' });
    const newer = await createPolicy({ title: '港澳台丙', level: 'hkMacaoTaiwan', publishDate: '2024-03-01' });
    const response = await t.app.inject({ method: 'GET', url: `/api/policies/${middle.id}`, headers: auth(visitor) });
    const detail = response.json<{ data: ArticleDetail }>().data;
    expect(detail.article.title).toBe('港澳台乙');
    expect(detail.previous?.id).toBe(newer.id);
    expect(detail.next?.id).toBe(older.id);
  });
});

describe('news, guides and the combined search', () => {
  it('lists news by informationType and finds news, policies and guides together', async () => {
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: auth(bus),
      payload: {
        title: '示范市发布商标品牌培育计划',
        informationType: 3,
        publishDate: '2026-04-01',
        body: '<p>商标品牌培育</p>',
        status: 'published',
      },
    });
    expect(news.json().code).toBe(200);
    const guide = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides',
      headers: auth(bus),
      payload: {
        title: '商标监测预警服务指南',
        guideKey: 'trademarkWarning',
        body: '<p>商标监测</p>',
        relatedLinks: [{ name: '商标局', url: 'https://sbj.cnipa.gov.cn' }],
        status: 'published',
      },
    });
    expect(guide.json().code).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/news?informationType=3', headers: auth(visitor) });
    expect(list.json().data.items.every((item: Article) => item.informationType === 3)).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/api/guides/trademarkWarning', headers: auth(visitor) });
    expect(page.json().data.title).toBe('商标监测预警服务指南');
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/search?keyword=${encodeURIComponent('商标')}`,
      headers: auth(visitor),
    });
    const result = search.json().data as { terms: string[]; groups: { kind: string; total: number }[] };
    expect(result.terms).toEqual(['商标']);
    expect(result.groups.find((group) => group.kind === 'news')?.total).toBeGreaterThan(0);
    expect(result.groups.find((group) => group.kind === 'guide')?.total).toBeGreaterThan(0);
  });

  it('refuses a related link that is not http(s) and an unknown information type', async () => {
    const guide = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides',
      headers: auth(bus),
      payload: { title: '指南', guideKey: 'rightsAid', relatedLinks: [{ name: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(guide.statusCode).toBe(400);
    expect(guide.json().data.errors[0].field).toBe('relatedLinks.0.url');
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: auth(bus),
      payload: { title: '资讯', informationType: 9, publishDate: '2026-01-01' },
    });
    expect(news.statusCode).toBe(400);
  });
});

describe('files used by content', () => {
  it('records attachments and body images as used, and releases them when the content is deleted', async () => {
    const image = await uploadOk(t, bus, 'image', 'chart.png', SAMPLE_FILES.png('policy-image'));
    const pdf = await uploadOk(t, bus, 'attachment', '附件.pdf', SAMPLE_FILES.pdf('policy-pdf'));
    const policy = await createPolicy({
      body: `<p><img src="/api/files/${image.id}" alt="图"></p>`,
      attachments: [pdf],
    });
    const refs = await t.db.select().from(fileRefs).where(eq(fileRefs.ownerId, policy.id));
    expect(refs.map((ref) => ref.fileId).sort()).toEqual([image.id, pdf.id].sort());
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/policies/batch',
      headers: auth(bus),
      payload: { action: 'delete', ids: [policy.id] },
    });
    expect(await t.db.select().from(fileRefs).where(eq(fileRefs.ownerId, policy.id))).toEqual([]);
  });

  it('refuses an attachment that points at a file never uploaded', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/policies',
      headers: auth(bus),
      payload: buildPolicy({ attachments: [{ id: 'a'.repeat(64), name: 'x.pdf', mime: 'application/pdf', size: 1 }] }),
    });
    expect(response.statusCode).toBe(400);
  });
});
