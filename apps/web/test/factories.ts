import type { Article, ArticleSummary, Banner, Link } from '@cityip/contracts';

/** A stored, published city policy for tests; `overrides` set the fields a test cares about. */
export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'policy',
    title: '示范市专利资助办法',
    summary: '',
    body: '<p>第一条 为鼓励发明创造……</p>',
    attachments: [],
    status: 'published',
    pinned: false,
    publishAt: null,
    visible: true,
    level: 'city',
    docNumber: '示知发〔2024〕3号',
    authority: '示范市知识产权局',
    publishDate: '2024-03-01',
    effectiveDate: null,
    expiryDate: null,
    tags: [],
    informationType: null,
    source: null,
    guideKey: null,
    relatedLinks: [],
    createdAt: '2024-03-01T02:00:00.000Z',
    updatedAt: '2024-03-02T02:00:00.000Z',
    ...overrides,
  };
}

/** The list form of {@link buildArticle}. */
export function buildSummary(overrides: Partial<Article> = {}): ArticleSummary {
  const { body: _body, ...summary } = buildArticle(overrides);
  return summary;
}

/** A friendly jump link for tests; `overrides` set the fields a test cares about. */
export function buildLink(overrides: Partial<Link> = {}): Link {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: '国家知识产权局',
    url: 'https://www.cnipa.gov.cn',
    group: 'friendly',
    menuKey: null,
    icon: null,
    sortOrder: 0,
    enabled: true,
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A home banner for tests (always on, no link); `overrides` set the fields a test cares about. */
export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: '00000000-0000-4000-8000-0000000000b0',
    title: 'Banner',
    image: { id: 'c'.repeat(64), name: 'b.png', mime: 'image/png', size: 10 },
    linkType: 'none',
    linkTarget: '',
    href: null,
    sortOrder: 0,
    startAt: null,
    endAt: null,
    enabled: true,
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
