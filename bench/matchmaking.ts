/**
 * Matchmaking of technology demands at scale (issue 24): `GET /api/tech-demands/:id/matches`
 * through the real server on loopback, on the patent benchmark's corpus (patent-corpus.ts:
 * 1,000,000 patents on PostgreSQL, 100,000 on PGlite).
 *
 * Inserts 30 published demands of the demo company, each built from the generator's vocabulary
 * (two keywords, an industry, one or two IPC hints; some keywords outside their industry, so the
 * wider search without the industry runs too), and 40 published experts. Measures the matches
 * of every demand (one warm-up pass, two measured passes) and, in the same run, the limit below
 * them: the bare patent search of the same expression (`/api/data/patents`, first page of 10 by
 * relevance), the one search every matchmaking does at least; prints both and their ratio.
 * Target (PostgreSQL): matches p95 <= 300 ms; exits non-zero when missed.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { users } from '../apps/server/src/features/accounts/accounts.tables.js';
import { talents } from '../apps/server/src/features/talents/talents.tables.js';
import { techDemands } from '../apps/server/src/features/tech-demands/tech-demands.tables.js';
import { benchConfig, COUNT, openBenchDatabase, percentile } from './patent-corpus.js';

const TARGET_P95 = 300;
/**
 * Marks this benchmark's own rows, so a later run replaces them: in fields the matching does not
 * read (a word in a title would become a search keyword).
 */
const BENCH_COMPANY = '基准测试示范企业';
const BENCH_ORGANISATION = '基准测试研究院';

/** Keywords of the generator's vocabularies with the industry they belong to and its IPC hints. */
const TOPICS: readonly { words: [string, string]; industry: string; ipc: string[] }[] = [
  { words: ['深度学习', '图像识别'], industry: 'ngit', ipc: ['G06N', 'G06T'] },
  { words: ['知识图谱', '联邦学习'], industry: 'ngit', ipc: ['G06F'] },
  { words: ['边缘计算', '数字孪生'], industry: 'ngit', ipc: ['H04L'] },
  { words: ['半导体', '芯片'], industry: 'ngit', ipc: ['H01L'] },
  { words: ['天线', '传感器'], industry: 'ngit', ipc: ['H04W'] },
  { words: ['机器人', '减速器'], industry: 'equipment', ipc: ['B25J'] },
  { words: ['激光焊接', '数控机床'], industry: 'equipment', ipc: ['B23K', 'G05B'] },
  { words: ['抗体', '靶向'], industry: 'biomed', ipc: ['A61K', 'C07K'] },
  { words: ['医疗器械', '基因'], industry: 'biomed', ipc: ['A61B'] },
  { words: ['锂离子电池', '充电桩'], industry: 'nev', ipc: ['H01M', 'B60L'] },
  { words: ['电机', '电池'], industry: 'nev', ipc: ['H02J'] },
  { words: ['复合材料', '涂层'], industry: 'materials', ipc: ['C08L', 'B32B'] },
  { words: ['合金', '涂层'], industry: 'materials', ipc: ['C22C'] },
  { words: ['污水处理', '除尘'], industry: 'green', ipc: ['C02F', 'B01D'] },
  { words: ['废气', '除尘'], industry: 'green', ipc: ['F23G'] },
];

/** 30 demands: each topic once in its industry, once in another one (the wider search runs). */
function benchDemands(companyUserId: string) {
  const industries = [...new Set(TOPICS.map((topic) => topic.industry))];
  return TOPICS.flatMap((topic, i) => {
    const [a, b] = topic.words;
    const demand = {
      companyUserId,
      companyName: BENCH_COMPANY,
      title: `寻求${a}与${b}相关技术`,
      description: `我司拟在${a}方向开展产品升级，希望获得${b}方面的专利许可或联合研发支持，提升量产良率与可靠性。`,
      industry: topic.industry,
      ipcHints: topic.ipc,
      modes: ['licence' as const, 'joint' as const],
      budgetNegotiable: true,
      validUntil: '2099-12-31',
      status: 'published' as const,
      publishedAt: new Date(),
    };
    const elsewhere = industries[(industries.indexOf(topic.industry) + 1 + (i % 3)) % industries.length] as string;
    return [demand, { ...demand, title: `${demand.title}（跨领域）`, industry: elsewhere, ipcHints: [] }];
  });
}

/** 40 published experts spread over the industries and IPC sections. */
function benchExperts() {
  const industries = [...new Set(TOPICS.map((topic) => topic.industry))];
  const sections = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
  return Array.from({ length: 40 }, (_, i) => ({
    name: `专家${i + 1}`,
    organisation: BENCH_ORGANISATION,
    industries: [industries[i % industries.length] as string],
    ipcSections: [sections[i % sections.length] as (typeof sections)[number]],
    status: 'published' as const,
    publishedAt: new Date(),
    demo: true,
  }));
}

const { database, env } = await openBenchDatabase();
const config = benchConfig(env);
const db = database.db;
const [company] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'company@demo.local'));
if (!company) throw new Error('the demo company account is missing: the bench database was not seeded');
const removeBenchRows = async () => {
  await db.delete(techDemands).where(eq(techDemands.companyName, BENCH_COMPANY));
  await db.delete(talents).where(eq(talents.organisation, BENCH_ORGANISATION));
};
await removeBenchRows();
const demandIds = (await db.insert(techDemands).values(benchDemands(company.id)).returning({ id: techDemands.id })).map(
  (row) => row.id,
);
await db.insert(talents).values(benchExperts());

const app = await buildApp({ config, db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A token of `path`: the visitor call answers like a login (`token`), the database call in `data`. */
async function token(path: string, authorization?: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: authorization ? { authorization } : {} });
  type Issued = { access_token: string; token_type: string };
  const body = (await response.json()) as { data?: Issued; token?: Issued };
  const issued = body.token ?? body.data;
  if (!issued) throw new Error(`${path}: no token`);
  return `bearer ${issued.access_token}`;
}
const visitor = await token('/api/oauth/visitor');
const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
const databaseToken = await token('/api/oauth/database', basic);

async function timed<T>(path: string, authorization: string): Promise<{ ms: number; data: T }> {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization } });
  const body = (await response.json()) as { code: number; data: T; msg: string };
  const ms = performance.now() - t0;
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return { ms, data: body.data };
}

interface Matches {
  expression: string;
  patents: unknown[];
  licences: unknown[];
  experts: unknown[];
}
const matches = (id: string) => timed<Matches>(`/api/tech-demands/${id}/matches`, visitor);
/** The bare search of a demand's expression: the first page of 10 by relevance. */
const bareSearch = (q: string) =>
  timed<{ total: number }>(
    `/api/data/patents?${new URLSearchParams({ q, sort: 'relevance', pageSize: '10' })}`,
    databaseToken,
  );

let passed = true;
try {
  console.log(`driver ${database.driver}, ${COUNT.toLocaleString('en')} patents, ${demandIds.length} demands`);
  const expressions = new Map<string, string>();
  for (const id of demandIds) expressions.set(id, (await matches(id)).data.expression);
  for (const q of expressions.values()) if (q) await bareSearch(q);

  const matchTimes: number[] = [];
  const searchTimes: number[] = [];
  const found = { patents: [] as number[], licences: [] as number[], experts: [] as number[], totals: [] as number[] };
  for (let pass = 0; pass < 2; pass++) {
    for (const id of demandIds) {
      const { ms, data } = await matches(id);
      matchTimes.push(ms);
      found.patents.push(data.patents.length);
      found.licences.push(data.licences.length);
      found.experts.push(data.experts.length);
      const q = expressions.get(id) ?? '';
      if (q) {
        const bare = await bareSearch(q);
        searchTimes.push(bare.ms);
        found.totals.push(bare.data.total);
      }
    }
  }
  for (const list of [matchTimes, searchTimes, ...Object.values(found)]) list.sort((a, b) => a - b);
  const p = (list: number[], q: number) => percentile(list, q).toFixed(1);
  const p95 = percentile(matchTimes, 0.95);
  const ok = p95 <= TARGET_P95;
  if (database.driver === 'postgres' && !ok) passed = false;
  console.log('| request | p50 ms | p95 ms |');
  console.log('|---|---|---|');
  console.log(
    `| matches (patents, licences, experts) | ${p(matchTimes, 0.5)} | ${p(matchTimes, 0.95)} |${ok ? '' : ' MISSED'}`,
  );
  console.log(`| bare patent search of the same expression | ${p(searchTimes, 0.5)} | ${p(searchTimes, 0.95)} |`);
  console.log(
    `ratio matches / bare search: p50 ${(percentile(matchTimes, 0.5) / percentile(searchTimes, 0.5)).toFixed(2)}, ` +
      `p95 ${(p95 / percentile(searchTimes, 0.95)).toFixed(2)}`,
  );
  console.log(
    `median per demand: ${percentile(found.patents, 0.5)} patents, ${percentile(found.licences, 0.5)} licences, ` +
      `${percentile(found.experts, 0.5)} experts; median matching patents ${percentile(found.totals, 0.5).toLocaleString('en')}`,
  );
  const [sample] = expressions.values();
  console.log(`example expression: ${sample}`);
} finally {
  await app.close();
  await removeBenchRows();
  await database.close();
}
if (!passed) console.log(`MISSED: target p95 <= ${TARGET_P95} ms on PostgreSQL`);
process.exit(passed ? 0 : 1);
