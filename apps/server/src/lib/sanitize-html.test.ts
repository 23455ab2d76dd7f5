import { describe, expect, it } from 'vitest';
import { findUnsafeMarkup } from '../../test/unsafe-markup.js';
import { benignHtml, XSS_FOREIGN_HOST, XSS_PAYLOADS } from '../../test/xss-corpus.js';
import { sanitizeRichHtml } from './sanitize-html.js';

const IMAGE_URL = `/api/files/${'ab'.repeat(32)}`;

describe('case 15: stored XSS corpus through the rich-text sanitiser', () => {
  it.each(XSS_PAYLOADS)('$name: nothing is left that runs, loads from elsewhere or navigates', ({ html }) => {
    // Text on both sides, so a payload that swallows what follows it (an unclosed raw-text tag) shows.
    const clean = sanitizeRichHtml(`<p>前</p>${html}<p>后</p>`);
    expect(findUnsafeMarkup(clean)).toEqual([]);
    expect(clean).not.toContain(XSS_FOREIGN_HOST);
    expect(clean.startsWith('<p>前</p>')).toBe(true);
    expect(clean.endsWith('<p>后</p>')).toBe(true);
    // Stable when read again: output that re-parses into something else is how mutation XSS starts.
    expect(sanitizeRichHtml(clean)).toBe(clean);
  });

  it('keeps the editor’s ordinary markup: headings, formatting, lists, tables, links, uploaded images', () => {
    const clean = sanitizeRichHtml(benignHtml(IMAGE_URL));
    expect(findUnsafeMarkup(clean)).toEqual([]);
    for (const part of [
      '<h2>安全测试正文开始</h2>',
      '<p class="text-center">为鼓励<strong>发明创造</strong>，<em>制定</em>本办法。</p>',
      '<h3>申报条件</h3><ul><li>列表项一</li><li>列表项二</li></ul><ol start="3"><li>第三项</li></ol>',
      '<th scope="col">项目</th>',
      '<td>发明专利</td>',
      '<a href="https://www.cnipa.gov.cn/" target="_blank" rel="noopener noreferrer">国家知识产权局</a>',
      '<a href="/policySearch">政策查询</a>',
      '<a href="mailto:ip@demo.local">来信咨询</a>',
      `<img src="${IMAGE_URL}" alt="示意图" />`,
      '<blockquote>引用的条文</blockquote>',
    ]) {
      expect(clean).toContain(part);
    }
  });

  it('drops images that are not the portal’s own uploads, so no reader’s browser calls a foreign server', () => {
    const clean = sanitizeRichHtml(
      `<p>图</p><img src="https://${XSS_FOREIGN_HOST}/pixel.png"><img src="/favicon.ico"><img src="${IMAGE_URL}">`,
    );
    expect(clean).toBe(`<p>图</p><img src="${IMAGE_URL}" />`);
  });

  it('the judge itself flags what it must: handlers, active elements, script URLs, foreign images', () => {
    // Unsanitised payloads through the judge: a judge that passes these would make the tests above vacuous.
    expect(findUnsafeMarkup('<img src="x" onerror="a()" />')).toEqual([
      '<img src="x">: not a portal upload',
      'onerror handler on <img>',
    ]);
    expect(findUnsafeMarkup('<a href="&#x01; javascript:a()">x</a>')).toEqual([
      '<a href="\u0001 javascript:a()">: javascript: URL',
    ]);
    expect(findUnsafeMarkup('<a href="javascript&colon;a()">x</a>')).toHaveLength(1);
    expect(findUnsafeMarkup(`<a href="//${XSS_FOREIGN_HOST}/">x</a>`)).toHaveLength(1);
    expect(findUnsafeMarkup('<svg><p style="x"></p></svg>')).toEqual([
      '<svg> element',
      'style attribute on <p>',
      '</svg> element',
    ]);
    expect(findUnsafeMarkup('<!-- x --><p>y</p>')).toHaveLength(1);
  });
});
