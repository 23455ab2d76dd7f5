import { type Article, type ArticleDetail, type ArticleKind, type FileRef, fileUrl } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findUnsafeMarkup } from '../../../test/unsafe-markup.js';
import { SAMPLE_FILES, tempDataDir, uploadOk } from '../../../test/uploads.js';
import { BENIGN_FIRST_TEXT, BENIGN_LAST_TEXT, XSS_FOREIGN_HOST, xssCorpusBody } from '../../../test/xss-corpus.js';

let t: TestApp;
let bus: string;
let visitor: string;
let image: FileRef;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
  visitor = await t.visitorToken();
  image = await uploadOk(t, bus, 'image', 'chart.png', SAMPLE_FILES.png('rich-text-xss'));
});
afterAll(() => t.close());

/** Every kind of rich-text content: its admin path, the fields it needs besides the body, its public read. */
const KINDS: Array<{ kind: ArticleKind; path: string; fields: object; publicUrl: (article: Article) => string }> = [
  {
    kind: 'policy',
    path: 'policies',
    fields: { level: 'city', authority: '示范市知识产权局', publishDate: '2026-03-01' },
    publicUrl: (article) => `/api/policies/${article.id}`,
  },
  {
    kind: 'news',
    path: 'news',
    fields: { informationType: 1, publishDate: '2026-03-01' },
    publicUrl: (article) => `/api/news/${article.id}`,
  },
  { kind: 'guide', path: 'guides', fields: { guideKey: 'thinkTank' }, publicUrl: () => '/api/guides/thinkTank' },
];

async function save(method: 'POST' | 'PUT', url: string, payload: object): Promise<Article> {
  const response = await t.app.inject({ method, url, headers: auth(bus), payload });
  const body = response.json<{ code: number; data: Article }>();
  if (body.code !== 200) throw new Error(response.body);
  return body.data;
}

/** The body the public reads: the detail of a policy or news item, the guide page itself. */
async function publicBody(url: string): Promise<string> {
  const data = (await t.app.inject({ method: 'GET', url, headers: auth(visitor) })).json<{
    data: ArticleDetail | Article;
  }>().data;
  return 'article' in data ? data.article.body : data.body;
}

function expectInertCorpus(body: string): void {
  expect(findUnsafeMarkup(body)).toEqual([]);
  expect(body).not.toContain(XSS_FOREIGN_HOST);
  expect(body).toContain(BENIGN_FIRST_TEXT);
  expect(body).toContain(`<img src="${fileUrl(image.id)}" alt="示意图" />`);
  expect(body.endsWith(`<p>${BENIGN_LAST_TEXT}</p>`)).toBe(true);
}

describe('case 15: stored XSS corpus through every rich-text field', () => {
  it.each(KINDS)('$kind: created and replaced through the back office, stored and served inert', async (spec) => {
    const input = { title: `富文本安全测试 ${spec.kind}`, status: 'published', ...spec.fields };
    const created = await save('POST', `/api/admin/${spec.path}`, { ...input, body: xssCorpusBody(fileUrl(image.id)) });
    expectInertCorpus(created.body);
    expectInertCorpus(await publicBody(spec.publicUrl(created)));

    const replaced = await save('PUT', `/api/admin/${spec.path}/${created.id}`, {
      ...input,
      title: `${input.title}（修订）`,
      body: xssCorpusBody(fileUrl(image.id)),
    });
    expect(replaced.title).toBe(`${input.title}（修订）`);
    expectInertCorpus(replaced.body);
    expectInertCorpus(await publicBody(spec.publicUrl(replaced)));
  });
});
