import { describe, expect, it } from 'vitest';
import { htmlToText, indexTokens, parseKeywordQuery, segmentWords } from './text-search.js';

describe('Chinese text search', () => {
  it('indexes words and adjacent pairs, so a multi-word term is one token lookup', () => {
    const tokens = indexTokens('示范市专利资助办法').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['专利', '资助', '办法', '专利_资助', '资助_办法']));
    expect(parseKeywordQuery('专利资助')).toEqual({ terms: ['专利', '资助'], tsquery: "'专利_资助'" });
  });

  it('ANDs whitespace-separated terms and drops what is not searchable', () => {
    expect(parseKeywordQuery(' 专利  商标 ').tsquery).toBe("'专利' & '商标'");
    expect(parseKeywordQuery("'); drop table articles; --").tsquery).toBe("'drop' & 'table' & 'articles'");
    expect(parseKeywordQuery('！？。').tsquery).toBeNull();
  });

  it('segments long text in chunks without losing words at the cuts', () => {
    const sentence = '知识产权保护是创新驱动发展的重要保障。';
    const long = sentence.repeat(200);
    expect(segmentWords(long).filter((word) => word === '保障')).toHaveLength(200);
  });

  it('reads the text of HTML without tags or scripts', () => {
    expect(htmlToText('<p>专利&amp;商标</p><script>alert(1)</script><b>保护</b>')).toBe('专利&商标 保护');
  });
});
