import { MAX_PROXIMITY, parse, queryErrorMessage } from '@cityip/patent-query';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNumbers, createPatentTestApp, type PatentTestApp } from '../../../test/patent-fixtures.js';
import { DEMO_CITY_PROFILE } from '../../city/demo-city-profile.js';
import { readExpression } from './search/expression.js';
import { selectRows } from './search/statements.js';
import { patentTokens, proximityQuery } from './search-tokens.js';

/**
 * NEAR/n and W/n on the database: expressions compiled as the search route compiles them, run by
 * PostgreSQL (or PGlite) against the tokens the loader writes for a hand-made title and abstract,
 * so every distance, order and section can be set up exactly; then a few through the route.
 */

let p: PatentTestApp;
beforeAll(async () => {
  p = await createPatentTestApp();
});
afterAll(() => p.t.close());

/** Whether `expression` matches a patent with this title and abstract. */
async function matches(expression: string, title: string, abstract: string): Promise<boolean> {
  const tokens = patentTokens({
    title,
    abstract,
    firstClaim: '',
    applicants: [],
    inventors: [],
    applicationNumber: 'CN202110000001.2',
    publicationNumber: 'CN100000001A',
    ipcCodes: [],
    cpcCodes: [],
  });
  const { where } = readExpression(expression, DEMO_CITY_PROFILE);
  const [row] = await selectRows<{ hit: boolean }>(
    p.t.db,
    sql`select coalesce(${where ?? sql`true`}, false) as hit from (select ${tokens}::tsvector as tokens) s`,
  );
  return row?.hit ?? false;
}

/** `first`, then `between` filler words, then `last`: Latin words segment one per word. */
const spaced = (first: string, between: number, last: string) =>
  [first, ...Array.from({ length: between }, (_, i) => `filler${i}`), last].join(' ');

describe('proximity distances', () => {
  // Every n and every number of words between up to n + 1: W matches exactly when between <= n.
  const distances = [0, 1, 2, 3, 5, 10, MAX_PROXIMITY];
  const rows = distances.flatMap((n) =>
    [...new Set([0, Math.max(0, n - 1), n, n + 1])].map((between) => [n, between] as const),
  );

  it.each(rows)('W/n and NEAR/n, n = %i, with %i words between, in the title', async (n, between) => {
    const title = spaced('alpha', between, 'omega');
    expect(await matches(`alpha W/${n} omega`, title, 'unrelated')).toBe(between <= n);
    expect(await matches(`omega W/${n} alpha`, title, 'unrelated')).toBe(false);
    expect(await matches(`omega NEAR/${n} alpha`, title, 'unrelated')).toBe(between <= n);
    expect(await matches(`alpha near/${n} omega`, title, 'unrelated')).toBe(between <= n);
  });

  it.each(rows)('W/n and NEAR/n, n = %i, with %i words between, in the abstract', async (n, between) => {
    const abstract = spaced('alpha', between, 'omega');
    expect(await matches(`AB=(alpha W/${n} omega)`, 'unrelated', abstract)).toBe(between <= n);
    expect(await matches(`摘要=(omega NEAR/${n} alpha)`, 'unrelated', abstract)).toBe(between <= n);
    expect(await matches(`alpha W/${n} omega`, 'unrelated', abstract)).toBe(between <= n);
  });
});

describe('proximity semantics', () => {
  const TITLE = 'alpha beta gamma delta epsilon';
  const ABSTRACT = 'zeta eta theta iota kappa alpha';

  // [expression, matches the patent with TITLE and ABSTRACT]
  it.each<[string, boolean]>([
    // Order: W keeps it, NEAR takes either.
    ['alpha W/0 beta', true],
    ['beta W/0 alpha', false],
    ['beta NEAR/0 alpha', true],
    ['alpha W/1 gamma', true],
    ['alpha W/0 gamma', false],
    ['alpha W/3 epsilon', true],
    ['alpha W/2 epsilon', false],
    ['epsilon W/3 alpha', false],
    ['epsilon NEAR/3 alpha', true],
    ['epsilon NEAR/2 alpha', false],
    // Sections: TI and AB restrict to one; a bare proximity takes either but never spans both.
    ['TI=(alpha W/0 beta)', true],
    ['名称=(alpha W/0 beta)', true],
    ['AB=(alpha W/0 beta)', false],
    ['AB=(theta W/1 kappa)', true],
    ['TI=(theta W/1 kappa)', false],
    ['theta W/1 kappa', true],
    ['AB=(kappa W/0 alpha)', true],
    ['TI=(kappa W/0 alpha)', false],
    ['kappa W/0 alpha', true],
    ['TI=(alpha NEAR/4 kappa)', false],
    ['epsilon W/0 zeta', false],
    [`epsilon W/${MAX_PROXIMITY} zeta`, false],
    [`zeta NEAR/${MAX_PROXIMITY} epsilon`, false],
    [`TI=(delta NEAR/${MAX_PROXIMITY} zeta)`, false],
    // Operands of several words are phrases, measured from the end of the left one to the start
    // of the right one.
    ['"beta gamma" W/0 delta', true],
    ['"beta gamma" W/1 epsilon', true],
    ['"beta gamma" W/0 epsilon', false],
    ['"gamma beta" W/5 epsilon', false],
    ['alpha W/1 "gamma delta"', true],
    ['alpha W/0 "gamma delta"', false],
    ['"alpha beta" W/1 "delta epsilon"', true],
    ['"alpha beta" W/0 "delta epsilon"', false],
    ['"delta epsilon" NEAR/1 "alpha beta"', true],
    ['"delta epsilon" W/1 "alpha beta"', false],
    ['TI=("alpha beta" W/0 gamma)', true],
    ['AB=("alpha beta" W/0 gamma)', false],
    // not, and, or around proximities.
    ['not alpha W/0 gamma', true],
    ['not alpha W/1 gamma', false],
    ['zeta not TI=(alpha W/0 beta)', false],
    ['zeta not AB=(alpha W/0 beta)', true],
    ['alpha W/0 gamma or theta W/0 iota', true],
    ['alpha W/0 beta and eta NEAR/0 zeta', true],
    ['alpha W/0 beta and eta W/0 zeta', false],
    // No searchable word: nothing matches.
    ['alpha W/3 "。。"', false],
  ])('%s → %s', async (expression, expected) => {
    expect(await matches(expression, TITLE, ABSTRACT)).toBe(expected);
  });

  it.each<[string, string, string, boolean]>([
    // 芯片 segments into 芯 片, a phrase: 人工 智能 芯 片 的 散热 结构.
    ['芯片 W/1 散热', '人工智能芯片的散热结构', '', true],
    ['芯片 W/0 散热', '人工智能芯片的散热结构', '', false],
    ['散热 NEAR/1 芯片', '人工智能芯片的散热结构', '', true],
    ['散热 W/1 芯片', '人工智能芯片的散热结构', '', false],
    ['名称=(人工智能 W/0 芯片)', '人工智能芯片的散热结构', '', true],
    ['名称=(人工智能 W/4 结构)', '人工智能芯片的散热结构', '', true],
    ['名称=(人工智能 W/3 结构)', '人工智能芯片的散热结构', '', false],
    ['摘要=(电池 NEAR/4 散热)', '电池包散热装置', '用于电动汽车电池包的液冷散热装置', true],
    ['摘要=(电池 NEAR/3 散热)', '电池包散热装置', '用于电动汽车电池包的液冷散热装置', false],
    ['名称=(电池 W/1 散热)', '电池包散热装置', '用于电动汽车电池包的液冷散热装置', true],
    // W/0 of two words is the bigram: in the abstract when it is there, whatever the title holds.
    ['AB=(alpha W/0 beta)', 'alpha beta', 'x alpha beta', true],
    ['AB=(alpha W/0 beta)', 'alpha beta', 'beta alpha', false],
    ['AB=(alpha NEAR/0 beta)', 'alpha beta', 'beta alpha', true],
    ['TI=(alpha NEAR/0 beta)', 'x beta alpha', 'alpha beta', true],
    // Repeated words: any pair of occurrences counts.
    ['alpha W/0 omega', 'alpha x alpha omega', '', true],
    ['alpha W/0 alpha', 'alpha x alpha', '', false],
    ['alpha W/1 alpha', 'alpha x alpha', '', true],
  ])('%s in title %s, abstract %s → %s', async (expression, title, abstract, expected) => {
    expect(await matches(expression, title, abstract)).toBe(expected);
  });
});

describe('proximityQuery', () => {
  it('narrows through the index with exact lexemes before the positional branches', () => {
    expect(proximityQuery('TI', 'alpha', 'beta', 1, false)).toBe(
      "('ti_alpha') & ('ti_beta') & ('alpha':A <1> 'beta':A | 'beta':A <1> 'alpha':A | 'alpha':A <2> 'beta':A | 'beta':A <2> 'alpha':A)",
    );
    expect(proximityQuery(null, '"x y"', 'z', 0, true)).toBe("(('x_y' & 'y_z')) & (('x' <-> 'y') <1> 'z')");
  });

  it('answers W/0 and NEAR/0 of two words from the bigram alone, with no positions to read', () => {
    expect(proximityQuery(null, 'alpha', 'beta', 0, true)).toBe("'alpha_beta'");
    expect(proximityQuery('TI', 'alpha', 'beta', 0, false)).toBe("('ti_alpha_beta') | ('ti_beta_alpha')");
    expect(proximityQuery('AB', 'alpha', '。。', 3, false)).toBeNull();
  });
});

describe('proximity through the search route', () => {
  const matching = async (q: string) => {
    const response = await p.get(`/api/data/patents?pageSize=100&q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items as {
      applicationNumber: string;
      titleHighlight: { text: string; hit: boolean }[];
    }[];
  };
  const numbers = (items: { applicationNumber: string }[]) => items.map((i) => i.applicationNumber).sort();

  it.each<[string, string[]]>([
    ['芯片 W/1 散热', ['chip1']],
    ['芯片 W/0 散热', []],
    ['TI=(电池 W/1 散热)', ['bat3']],
    ['AB=(电池 W/1 散热)', []],
    ['AB=(电池 W/4 散热)', ['bat3']],
    ['深度学习 NEAR/1 图像 not PT=(实用新型)', ['dl1']],
    // 深度 学习 的 图像 识别 (dl1) and 深度 学习 模型 识别 (robot2's abstract).
    ['深度学习 W/2 识别', ['dl1', 'robot2']],
    ['深度学习 W/1 识别', ['robot2']],
  ])('%s', async (q, keys) => {
    expect(numbers(await matching(q))).toEqual(applicationNumbers(...keys));
  });

  it('negates a proximity', async () => {
    const found = numbers(await matching('not 深度学习 W/2 识别'));
    expect(found).toHaveLength(38);
    expect(found).not.toContain(applicationNumbers('robot2')[0]);
  });

  it('marks both operands in the results', async () => {
    const [chip] = await matching('名称=(芯片 W/1 散热)');
    expect(chip?.titleHighlight.filter((run) => run.hit).map((run) => run.text)).toEqual(['芯片', '散热']);
  });

  it.each(['CL=(卷积 W/2 网络)', '芯片 NEAR/21 散热', 'TI=芯片 W/1 散热'])(
    'answers %s with 400, the message and its position, in both languages',
    async (expression) => {
      const parsed = parse(expression);
      if (parsed.ok) throw new Error(`${expression} should not parse`);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const response = await p.get(`/api/data/patents?q=${encodeURIComponent(expression)}`, {
          'accept-language': locale,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          msg: queryErrorMessage(locale, parsed.error),
          data: { position: parsed.error.position, length: parsed.error.length },
        });
      }
    },
  );
});
