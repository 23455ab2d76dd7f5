import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminArticleListQuerySchema,
  ARTICLE_LIMITS,
  ArticleBatchInputSchema,
  ArticleSchema,
  BannerInputSchema,
  DateSchema,
  DateTimeSchema,
  FILE_NAME_MAX_LENGTH,
  FileRefSchema,
  FooterInputSchema,
  GuideInputSchema,
  HttpUrlSchema,
  InfoSearchQuerySchema,
  isMessageKey,
  LinkInputSchema,
  LinkListQuerySchema,
  NewsInputSchema,
  NewsListQuerySchema,
  PolicyInputSchema,
  PolicySearchQuerySchema,
  TEXT_LIMITS,
  UploadRefSchema,
} from '../src/index.js';
import { describeLimitEdges } from './limit-edges.js';

const file = { id: 'a'.repeat(64), name: '资助办法.pdf', mime: 'application/pdf', size: 1024 };
const article = { title: '专利资助办法', summary: '明确了支持范围', body: '<p>正文</p>', attachments: [file] };

describe('limits of content and the home page', () => {
  describeLimitEdges([
    {
      name: 'PolicyInputSchema',
      schema: PolicyInputSchema,
      valid: {
        ...article,
        level: 'city',
        docNumber: '示知规〔2026〕10号',
        authority: '示范市知识产权局',
        publishDate: '2026-01-05',
        tags: ['专利'],
      },
    },
    {
      name: 'NewsInputSchema',
      schema: NewsInputSchema,
      valid: { ...article, informationType: 1, source: '示范市知识产权局', publishDate: '2026-01-05' },
    },
    {
      name: 'GuideInputSchema',
      schema: GuideInputSchema,
      valid: {
        ...article,
        guideKey: 'adminRuling',
        relatedLinks: [{ name: '国家知识产权局', url: 'https://www.cnipa.gov.cn' }],
      },
    },
    {
      name: 'ArticleBatchInputSchema',
      schema: ArticleBatchInputSchema,
      valid: { action: 'publish', ids: ['0b4a1c7e-2f6d-4a58-9c3e-1d2f3a4b5c6d'] },
    },
    { name: 'AdminArticleListQuerySchema', schema: AdminArticleListQuerySchema, valid: { keyword: '专利' } },
    {
      name: 'PolicySearchQuerySchema',
      schema: PolicySearchQuerySchema,
      valid: { keyword: '专利', authority: '知识产权局', from: '2026-01-01', to: '2026-02-01' },
    },
    { name: 'NewsListQuerySchema', schema: NewsListQuerySchema, valid: { keyword: '专利' } },
    { name: 'InfoSearchQuerySchema', schema: InfoSearchQuerySchema, valid: { keyword: '专利' } },
    {
      name: 'BannerInputSchema',
      schema: BannerInputSchema,
      valid: { title: '知识产权宣传周', image: file, linkType: 'route', linkTarget: '/policySearch' },
    },
    {
      name: 'LinkInputSchema',
      schema: LinkInputSchema,
      valid: { name: '国家知识产权局', url: 'https://www.cnipa.gov.cn', group: 'friendly', icon: file },
    },
    { name: 'LinkListQuerySchema', schema: LinkListQuerySchema, valid: { group: 'friendly', keyword: '知识产权' } },
    {
      name: 'FooterInputSchema',
      schema: FooterInputSchema,
      valid: {
        organiser: '示范市知识产权局',
        undertaker: '示范市知识产权保护中心',
        address: '示范市政务服务中心',
        phone: '0000-12345678',
        email: 'service@ip.example.org',
        icpNumber: '示ICP备00000000号-1',
        psbNumber: '示公网安备00000000000000号',
        qrCodes: [{ label: '微信公众号', image: file }],
        copyright: '版权所有 © 2026 示范市知识产权局',
        linkGroups: ['friendly'],
      },
    },
  ]);
});

/** The issues `schema` raises for `value`, as code and message. */
function issuesOf(schema: z.ZodType, value: unknown) {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => ({ code: issue.code, message: issue.message }));
}

/** `value` passes at `max` characters and is refused as too long, with a message key, at one more. */
function expectTextEdge(schema: z.ZodType, atMost: string, max: number, over: string) {
  expect(atMost).toHaveLength(max);
  expect(issuesOf(schema, atMost)).toEqual([]);
  expect(over).toHaveLength(max + 1);
  const tooBig = issuesOf(schema, over).filter((issue) => issue.code === 'too_big');
  expect(tooBig).toHaveLength(1);
  expect(isMessageKey(tooBig[0]?.message ?? '')).toBe(true);
}

describe('limits of formatted content fields', () => {
  it('takes a calendar date of ten characters, no more', () => {
    expectTextEdge(DateSchema, '2026-01-05', TEXT_LIMITS.date, '2026-01-055');
  });

  it('takes a moment with nine digits of fractions and an offset, no more', () => {
    const moment = '2026-11-29T03:07:38.123456789+08:00';
    expectTextEdge(DateTimeSchema, moment, TEXT_LIMITS.dateTime, moment.replace('789+', '7890+'));
  });

  it('takes an address of TEXT_LIMITS.url characters, no more', () => {
    const url = (length: number) => `https://www.cnipa.gov.cn/${'a'.repeat(length - 25)}`;
    expectTextEdge(HttpUrlSchema, url(TEXT_LIMITS.url), TEXT_LIMITS.url, url(TEXT_LIMITS.url + 1));
  });

  it("takes a file's content hash, and refuses a longer id as too long", () => {
    const ref = (id: string) => ({ ...file, id });
    expect(issuesOf(FileRefSchema, ref('f'.repeat(64)))).toEqual([]);
    expect(issuesOf(FileRefSchema, ref('f'.repeat(65)))).toContainEqual({
      code: 'too_big',
      message: 'validation.tooLong',
    });
  });

  it('refuses a batch id longer than a record id as too long', () => {
    const ids = [`0b4a1c7e-2f6d-4a58-9c3e-1d2f3a4b5c6d${'0'.repeat(TEXT_LIMITS.id - 35)}`];
    expect(issuesOf(ArticleBatchInputSchema, { action: 'publish', ids })).toContainEqual({
      code: 'too_big',
      message: 'validation.tooLong',
    });
  });

  it('takes a footer email of TEXT_LIMITS.email characters, no more', () => {
    const email = (length: number) => `${'a'.repeat(length - 76)}@${'b'.repeat(60)}.example.org.cn`;
    const footer = (address: string) => ({ organiser: '示范市知识产权局', email: address });
    expect(email(TEXT_LIMITS.email)).toHaveLength(TEXT_LIMITS.email);
    expect(issuesOf(FooterInputSchema, footer(email(TEXT_LIMITS.email)))).toEqual([]);
    expect(issuesOf(FooterInputSchema, footer(email(TEXT_LIMITS.email + 1)))).toEqual([
      { code: 'too_big', message: 'validation.tooLong' },
    ]);
  });
});

describe('answers hold what the inputs take', () => {
  const fill = (length: number) => '专'.repeat(length);

  it('answers a policy saved with every field at its bound', () => {
    const input = PolicyInputSchema.parse({
      title: fill(ARTICLE_LIMITS.title),
      summary: fill(ARTICLE_LIMITS.summary),
      body: fill(ARTICLE_LIMITS.body),
      attachments: Array.from({ length: ARTICLE_LIMITS.attachments }, () => ({
        ...file,
        name: fill(FILE_NAME_MAX_LENGTH),
      })),
      level: 'city',
      docNumber: fill(ARTICLE_LIMITS.docNumber),
      authority: fill(ARTICLE_LIMITS.authority),
      publishDate: '2026-01-05',
      effectiveDate: '2026-01-15',
      expiryDate: '2030-12-31',
      publishAt: '2026-11-29T03:07:38.123456789+08:00',
      tags: Array.from({ length: ARTICLE_LIMITS.tags }, () => fill(ARTICLE_LIMITS.tag)),
    });
    const moment = new Date('+275760-09-13T00:00:00.000Z').toISOString();
    const stored = {
      ...input,
      id: '0b4a1c7e-2f6d-4a58-9c3e-1d2f3a4b5c6d',
      kind: 'policy',
      publishAt: new Date(input.publishAt as string).toISOString(),
      visible: true,
      informationType: null,
      source: null,
      guideKey: null,
      relatedLinks: [],
      createdAt: moment,
      updatedAt: moment,
    };
    expect(issuesOf(ArticleSchema, stored)).toEqual([]);
  });

  it("answers a citizen's upload with the longest name an upload keeps", () => {
    const upload = {
      id: '0b4a1c7e-2f6d-4a58-9c3e-1d2f3a4b5c6d',
      name: fill(FILE_NAME_MAX_LENGTH),
      mime: 'application/pdf',
      size: 1,
    };
    expect(issuesOf(UploadRefSchema, upload)).toEqual([]);
  });
});
