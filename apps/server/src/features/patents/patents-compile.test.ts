import type { QueryNode } from '@cityip/patent-query';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationNumbers,
  createPatentTestApp,
  fixturePatent,
  type PatentTestApp,
} from '../../../test/patent-fixtures.js';
import { DEMO_CITY_PROFILE } from '../../city/demo-city-profile.js';
import { compileCondition } from './search/compile.js';

const dl1 = fixturePatent('dl1');
const bat1 = fixturePatent('bat1');

/** Expression → the fixture patents it must find (see test/patent-fixtures.ts). */
const CASES: [string, string[]][] = [
  // Bare terms search title and abstract; a term of several words needs them adjacent.
  ['深度学习', ['dl1', 'dl2', 'dl3', 'robot2']],
  ['TI=(深度学习)', ['dl1', 'dl2']],
  ['AB=(深度学习)', ['dl1', 'dl3', 'robot2']],
  ['"深度学习"', ['dl1', 'dl2', 'dl3', 'robot2']],
  ['电池', ['bat1', 'bat2', 'bat3', 'graph1']],
  ['名称=(电池)', ['bat1', 'bat2', 'bat3']],
  ['摘要=(电池) and 名称=(制备方法)', ['bat1', 'graph1']],
  ['CL=(卷积神经网络)', ['dl1']],
  ['权利要求=(卷积神经网络) or 发明人=(何琳)', ['dl1', 'pla1', 'film1', 'graph1']],
  ['IN=(张伟)', ['dl2', 'dl1']],
  ['PA=(青禾大学)', ['dl2', 'comm1', 'chain1', 'drug2', 'gene1', 'robot2', 'pla1', 'voice1']],
  ['申请人=(海滨新能源汽车股份有限公司) and AD>=2022', ['bat2', 'shell1']],
  ["PA=(O'Brien)", ['rack1']],
  ['AB=("hot aisle")', ['rack1']],
  // Codes: exact, subclass, group and prefix.
  ['IPC=(H01M*)', ['bat1', 'bat2', 'bat3', 'graph1']],
  ['IPC=(G06N)', ['dl1', 'dl2', 'robot2']],
  ['IPC=(G06N3/08)', ['dl1', 'robot2']],
  ['IPC分类号=(G06*)', ['dl1', 'dl2', 'dl3', 'db1', 'chain1', 'robot2', 'rack1']],
  ['ipc=(h01m10*) and not IPC=(H01M10/056)', ['bat1', 'bat3']],
  ['CPC=(G06N3/084)', ['dl1']],
  [`AN=(${dl1.applicationNumber})`, ['dl1']],
  [`申请号=(${dl1.applicationNumber.slice(2, -2).toLowerCase()})`, ['dl1']],
  [`PN=(${bat1.publicationNumber}) or PN=(${fixturePatent('chg1').publicationNumber.slice(0, -1)})`, ['bat1', 'chg1']],
  // Dates.
  ['AD=[2020-01-01 to 2020-12-31]', ['dl3', 'dev1', 'chg1', 'gauge1', 'water2', 'cooker1']],
  ['申请日=2020', ['dl3', 'dev1', 'chg1', 'gauge1', 'water2', 'cooker1']],
  ['AD>=2024', ['chg2', 'toy1']],
  ['AD<2016', ['comm1', 'motor1', 'air2']],
  ['PD=2021', ['bat1', 'graph1', 'rack1', 'cooker1', 'chip2', 'bat3', 'speaker1']],
  ['GD>=2022', ['dl3', 'kit1', 'bat1', 'gauge1', 'graph1', 'rack1', 'film1', 'shell1', 'toy1']],
  // Enums: names, codes, either language.
  ['专利类型=(实用新型) and 法律状态=(失效)', ['dev2', 'weld1', 'air2']],
  ['LS=(审中)', ['dl2', 'chain1', 'drug2', 'bat2', 'chg2', 'robot2', 'pla1', 'air1']],
  ['PT=(design)', ['speaker1', 'shell1', 'cup1']],
  ['DI=(云湖区)', ['dl1', 'dl2', 'dl3', 'chip2', 'db1', 'speaker1']],
  ['DI=(yunhu) and PT=(外观设计)', ['speaker1']],
  ['区域=("Yunhu District") and LS=(pending)', ['dl2']],
  ['IND=(新能源汽车)', ['bat1', 'bat2', 'bat3', 'chg1', 'chg2', 'motor1']],
  ['产业=(生物医药) and PT=(发明)', ['drug1', 'drug2', 'kit1', 'gene1']],
  // not, or, nesting, mixed token and column conditions.
  ['电池 not 锂', ['bat2', 'bat3']],
  ['(TI=(电池) or TI=(充电桩)) and LS=(有效)', ['bat1', 'bat3', 'chg1', 'shell1']],
  ['(污水处理 or 脱硫) and not PT=(实用新型)', ['water1', 'air1']],
  ['TI=(茶杯) or AD<2015-07-01', ['cup1', 'motor1']],
  ['(IND=(生物医药) or DI=(南港区)) and not (LS=(有效) or AD>=2023)', ['gene1']],
  ['not (not (TI=(电池)))', ['bat1', 'bat2', 'bat3']],
  ['TI=(电池 or 茶杯) and not TI=(固态)', ['bat1', 'bat3', 'cup1']],
  // Nothing searchable, or punctuation that means something to tsquery, matches literally or nothing.
  ['TI=(。。)', []],
  ['TI=("\'; drop table patents; --")', []],
  ['"a & !b :*"', []],
  ['AB=("C:\\rack\\cooling")', ['rack1']],
  ['"\\\\" or "\'\'"', []],
  ['TI=("深度学习\') or 1=1 --")', []],
];

describe('expression compilation on the database', () => {
  let p: PatentTestApp;
  beforeAll(async () => {
    p = await createPatentTestApp();
  });
  afterAll(() => p.t.close());

  const matching = async (q: string) => {
    const response = await p.get(`/api/data/patents?pageSize=100&sort=applicationDate&q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    const items: { applicationNumber: string }[] = response.json().data.items;
    return items.map((i) => i.applicationNumber).sort();
  };

  it.each(CASES)('%s', async (q, keys) => {
    expect(await matching(q)).toEqual(applicationNumbers(...keys));
  });

  it('keeps patents without the value when a nullable condition is negated', async () => {
    // Three patents have no district and 31 no grant date in or after 2022: `not` keeps them.
    expect(await matching('not DI=(云湖区)')).toHaveLength(34);
    expect(await matching('not GD>=2022')).toHaveLength(31);
    expect(await matching('not IND=(生物医药) and not IND=(新能源汽车)')).toHaveLength(40 - 5 - 6);
  });

  it('answers a top-level negation', async () => {
    const found = await matching('not 电池');
    expect(found).toHaveLength(36);
    expect(found).not.toContain(bat1.applicationNumber);
  });

  it('answers injection attempts with results or a 400, never a 500, and leaves the tables intact', async () => {
    for (const q of ["'); drop table patent_search; --", "TI=(x') or '1'='1)", "TI=(\\'))", '";--', "a:* & !b | 'c'"]) {
      const response = await p.get(`/api/data/patents?q=${encodeURIComponent(q)}`);
      expect([200, 400], `${q}: ${response.body}`).toContain(response.statusCode);
    }
    expect(await matching('')).toHaveLength(40);
  });
});

describe('compileCondition', () => {
  const dialect = new PgDialect();
  const term = (field: 'TI' | 'AB' | null, text: string, start = 0): QueryNode => ({
    type: 'term',
    field,
    text,
    phrase: false,
    prefix: false,
    start,
    end: start + text.length,
  });
  const compile = (ast: QueryNode | null) => {
    const { where } = compileCondition(ast, DEMO_CITY_PROFILE);
    return where ? dialect.sqlToQuery(where) : null;
  };

  it('merges a whole and/or/not tree of words into one bound tsquery', () => {
    const query = compile({
      type: 'or',
      start: 0,
      end: 9,
      children: [
        { type: 'and', start: 0, end: 5, children: [term('TI', '深度学习'), term(null, '图像')] },
        { type: 'not', start: 6, end: 9, child: term('AB', '芯片') },
      ],
    });
    expect(query?.sql).toBe('s.tokens @@ $1::tsquery');
    expect(query?.params).toEqual(["(('ti_深度_学习') & ('图像')) | (!(('芯_片' & !'ti_芯_片') | 'ta_芯_片'))"]);
  });

  it('binds every value and checks column conditions before the tsquery', () => {
    const query = compile({
      type: 'and',
      start: 0,
      end: 30,
      children: [
        term(null, "x'); drop table patents; --"),
        { type: 'dateRange', field: 'AD', from: '2020-01-01', to: null, start: 10, end: 20 },
        { type: 'term', field: 'DI', text: '云湖区', phrase: false, prefix: false, start: 21, end: 30 },
      ],
    });
    expect(query?.sql).toBe('(s.application_date >= $1::date and s.district = $2 and s.tokens @@ $3::tsquery)');
    expect(query?.params).toEqual(['2020-01-01', 'yunhu', "('x_drop' & 'drop_table' & 'table_patents')"]);
  });

  it('folds terms with nothing searchable: nothing matches, and their negation matches everything', () => {
    expect(compile(term('TI', '。。'))?.sql).toBe('false');
    expect(compile({ type: 'not', start: 0, end: 2, child: term('TI', '。。') })).toBeNull();
    expect(compile(null)).toBeNull();
  });

  it('refuses an unknown district with its position', () => {
    expect(() =>
      compile({ type: 'term', field: 'DI', text: '火星区', phrase: false, prefix: false, start: 3, end: 6 }),
    ).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ code: 'unknownValue', position: 3, length: 3 }) }),
    );
  });
});
