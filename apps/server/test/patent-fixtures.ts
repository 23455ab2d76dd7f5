import type { LegalStatus, PatentType } from '@cityip/patent-query';
import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import {
  type LegalEvent,
  patentApplicants,
  patentLicences,
  patentSearch,
  patents,
} from '../src/features/patents/patents.tables.js';
import { patentTokens } from '../src/features/patents/search-tokens.js';
import { auth } from './auth-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A small hand-written corpus (40 patents of the demo city) whose every search result can be
 * worked out by reading it, so tests assert exact sets. Each patent has a short `key`; numbers
 * and dates derive from its place in the list and are exported for assertions.
 */

type ApplicantKind = 'company' | 'university' | 'hospital' | 'institute' | 'individual';

export const FIXTURE_APPLICANTS: readonly { name: string; kind: ApplicantKind; district: string | null }[] = [
  { name: '云湖智能科技有限公司', kind: 'company', district: 'yunhu' },
  { name: '青禾大学', kind: 'university', district: 'qinghe' },
  { name: '临江生物医药有限公司', kind: 'company', district: 'linjiang' },
  { name: '松湾区人民医院', kind: 'hospital', district: 'songwan' },
  { name: '海滨新能源汽车股份有限公司', kind: 'company', district: 'haibin' },
  { name: '金沙新材料研究院', kind: 'institute', district: 'jinsha' },
  { name: '凤岭精密机械制造有限公司', kind: 'company', district: 'fengling' },
  { name: '南港环保科技有限公司', kind: 'company', district: 'nangang' },
  { name: '李明', kind: 'individual', district: 'shiqiao' },
  { name: '华南电子技术有限公司', kind: 'company', district: null },
  { name: "O'Brien Data Systems Ltd.", kind: 'company', district: null },
];

const YUNHU = '云湖智能科技有限公司';
const QINGHE = '青禾大学';
const LINJIANG = '临江生物医药有限公司';
const SONGWAN = '松湾区人民医院';
const HAIBIN = '海滨新能源汽车股份有限公司';
const JINSHA = '金沙新材料研究院';
const FENGLING = '凤岭精密机械制造有限公司';
const NANGANG = '南港环保科技有限公司';
const LIMING = '李明';
const HUANAN = '华南电子技术有限公司';
const OBRIEN = "O'Brien Data Systems Ltd.";

interface LicenceFixture {
  feeMode: 'lumpSum' | 'royalty' | 'mixed';
  annualFee: number | null;
  royaltyRate: number | null;
  termYears: number;
  declaredOn: string;
  validUntil: string;
}

export interface PatentFixture {
  key: string;
  type: PatentType;
  status: LegalStatus;
  /** Application date; every one differs, so date sorts are total. */
  applied: string;
  title: string;
  abstract: string;
  claim?: string;
  applicants: string[];
  inventors: string[];
  /** IPC codes, the main one first; design patents have none. */
  ipc: string[];
  cpc?: string[];
  district: string | null;
  industry: string | null;
  licence?: LicenceFixture;
}

// biome-ignore format: one patent per line reads as a table.
export const PATENT_FIXTURES: readonly PatentFixture[] = [
  { key: 'dl1', type: 'invention', status: 'valid', applied: '2019-03-15', title: '一种基于深度学习的图像识别方法', abstract: '本发明公开了一种基于深度学习的图像识别方法，通过卷积神经网络提取图像特征，提高了识别准确率。', claim: '一种图像识别方法，其特征在于，利用卷积神经网络提取待识别图像的特征。', applicants: [YUNHU], inventors: ['张伟', '王芳'], ipc: ['G06N3/08', 'G06T7/00'], cpc: ['G06N3/084'], district: 'yunhu', industry: 'ngit', licence: { feeMode: 'lumpSum', annualFee: 50000, royaltyRate: null, termYears: 3, declaredOn: '2024-03-01', validUntil: '2099-12-31' } },
  { key: 'dl2', type: 'invention', status: 'pending', applied: '2022-06-01', title: '深度学习模型的训练加速装置', abstract: '本申请涉及人工智能领域，提供一种模型训练加速装置，可缩短训练时间。', applicants: [YUNHU, QINGHE], inventors: ['张伟', '陈静'], ipc: ['G06N3/063', 'G06F9/50'], district: 'yunhu', industry: 'ngit' },
  { key: 'dl3', type: 'invention', status: 'valid', applied: '2020-09-10', title: '一种视频监控数据处理系统', abstract: '该系统采用深度学习算法对监控视频进行目标检测，并将结果存储于分布式数据库。', applicants: [YUNHU], inventors: ['刘洋'], ipc: ['G06T7/20'], district: 'yunhu', industry: 'ngit' },
  { key: 'chip1', type: 'invention', status: 'valid', applied: '2018-05-20', title: '人工智能芯片的散热结构', abstract: '一种用于人工智能芯片的散热结构，包括散热片和导热硅脂，散热效率高。', applicants: [HUANAN], inventors: ['赵强'], ipc: ['H01L23/367'], district: null, industry: 'ngit' },
  { key: 'chip2', type: 'utility', status: 'valid', applied: '2021-02-08', title: '一种芯片封装测试夹具', abstract: '本实用新型提供一种芯片封装测试夹具，定位准确，装夹方便。', applicants: [YUNHU], inventors: ['王芳'], ipc: ['H01L21/66'], district: 'yunhu', industry: 'ngit' },
  { key: 'comm1', type: 'invention', status: 'invalid', applied: '2015-11-27', title: '5G通信基站的天线调节方法', abstract: '一种基站天线的下倾角自动调节方法，改善了网络覆盖。', applicants: [QINGHE], inventors: ['孙丽'], ipc: ['H04W16/28'], district: 'qinghe', industry: 'ngit' },
  { key: 'chain1', type: 'invention', status: 'pending', applied: '2023-04-12', title: '基于区块链的数据共享方法及系统', abstract: '利用区块链记录数据访问日志，实现多方之间可信的数据共享。', applicants: [QINGHE], inventors: ['孙丽', '周杰'], ipc: ['G06Q20/38', 'H04L9/32'], district: 'qinghe', industry: 'ngit' },
  { key: 'db1', type: 'invention', status: 'valid', applied: '2017-08-08', title: '一种分布式数据库的索引优化方法', abstract: '通过统计查询频率自动调整索引结构，降低了查询延迟。', applicants: [YUNHU], inventors: ['刘洋'], ipc: ['G06F16/22'], district: 'yunhu', industry: 'ngit', licence: { feeMode: 'royalty', annualFee: null, royaltyRate: 3, termYears: 5, declaredOn: '2024-06-15', validUntil: '2099-12-31' } },
  { key: 'drug1', type: 'invention', status: 'valid', applied: '2016-04-18', title: '一种治疗糖尿病的药物组合物', abstract: '本发明涉及一种治疗二型糖尿病的药物组合物，能够平稳降低血糖。', applicants: [LINJIANG], inventors: ['钱敏'], ipc: ['A61K31/155', 'A61P3/10'], district: 'linjiang', industry: 'biomed', licence: { feeMode: 'mixed', annualFee: 200000, royaltyRate: 1.5, termYears: 5, declaredOn: '2023-11-20', validUntil: '2099-12-31' } },
  { key: 'drug2', type: 'invention', status: 'pending', applied: '2023-09-05', title: '抗肿瘤抗体及其应用', abstract: '提供一种靶向肿瘤细胞表面抗原的单克隆抗体及其在制备抗肿瘤药物中的应用。', applicants: [LINJIANG, QINGHE], inventors: ['钱敏', '吴昊'], ipc: ['C07K16/28', 'A61P35/00'], district: 'linjiang', industry: 'biomed' },
  { key: 'dev1', type: 'utility', status: 'valid', applied: '2020-01-20', title: '一种便携式血糖检测仪', abstract: '本实用新型公开了一种便携式血糖检测仪，体积小，读数清晰。', applicants: [SONGWAN], inventors: ['郑雪'], ipc: ['A61B5/145'], district: 'songwan', industry: 'biomed' },
  { key: 'dev2', type: 'utility', status: 'invalid', applied: '2016-12-01', title: '医用输液架', abstract: '一种可折叠的医用输液架，便于病房使用。', applicants: [SONGWAN], inventors: ['郑雪'], ipc: ['A61M5/14'], district: 'songwan', industry: null },
  { key: 'kit1', type: 'invention', status: 'valid', applied: '2021-07-07', title: '新型冠状病毒核酸检测试剂盒', abstract: '一种基于荧光定量PCR的核酸检测试剂盒，灵敏度高。', applicants: [LINJIANG], inventors: ['吴昊'], ipc: ['C12Q1/6888'], district: 'linjiang', industry: 'biomed' },
  { key: 'gene1', type: 'invention', status: 'invalid', applied: '2017-02-14', title: '一种基因编辑载体的构建方法', abstract: '公开了一种基因编辑载体的构建方法，提高了编辑效率。', applicants: [QINGHE], inventors: ['周杰'], ipc: ['C12N15/113'], district: 'qinghe', industry: 'biomed' },
  { key: 'bat1', type: 'invention', status: 'valid', applied: '2019-10-10', title: '锂离子电池正极材料及其制备方法', abstract: '本发明提供一种锂离子电池正极材料，循环寿命长，成本低。', applicants: [HAIBIN], inventors: ['黄磊'], ipc: ['H01M4/525', 'H01M10/0525'], district: 'haibin', industry: 'nev', licence: { feeMode: 'lumpSum', annualFee: 120000, royaltyRate: null, termYears: 3, declaredOn: '2024-01-10', validUntil: '2099-12-31' } },
  { key: 'bat2', type: 'invention', status: 'pending', applied: '2022-03-03', title: '固态电池电解质膜', abstract: '一种固态电池用复合电解质膜，具有较高的离子电导率。', applicants: [HAIBIN, JINSHA], inventors: ['黄磊', '林峰'], ipc: ['H01M10/056'], district: 'haibin', industry: 'nev' },
  { key: 'bat3', type: 'utility', status: 'valid', applied: '2021-05-18', title: '一种电池包散热装置', abstract: '用于电动汽车电池包的液冷散热装置，结构紧凑。', applicants: [HAIBIN], inventors: ['黄磊'], ipc: ['H01M10/613', 'B60L58/26'], district: 'haibin', industry: 'nev' },
  { key: 'chg1', type: 'utility', status: 'valid', applied: '2020-06-30', title: '电动汽车充电桩', abstract: '一种壁挂式电动汽车充电桩，防水等级高。', applicants: [HAIBIN], inventors: ['林峰'], ipc: ['B60L53/31'], district: 'haibin', industry: 'nev', licence: { feeMode: 'lumpSum', annualFee: 8000, royaltyRate: null, termYears: 1, declaredOn: '2021-01-05', validUntil: '2021-12-31' } },
  { key: 'chg2', type: 'invention', status: 'pending', applied: '2024-01-15', title: '一种充电桩功率分配方法', abstract: '根据车辆需求动态分配多个充电桩之间的功率。', applicants: [LIMING], inventors: ['李明'], ipc: ['B60L53/63', 'H02J7/00'], district: 'shiqiao', industry: 'nev' },
  { key: 'motor1', type: 'invention', status: 'invalid', applied: '2015-06-06', title: '永磁同步电机的控制方法', abstract: '一种用于电动汽车驱动的永磁同步电机控制方法，响应快。', applicants: [HAIBIN], inventors: ['林峰'], ipc: ['B60L15/20'], district: 'haibin', industry: 'nev' },
  { key: 'robot1', type: 'invention', status: 'valid', applied: '2018-09-09', title: '工业机器人关节减速器', abstract: '一种工业机器人关节用精密减速器，传动精度高，背隙小。', applicants: [FENGLING], inventors: ['徐刚'], ipc: ['B25J9/10', 'F16H1/32'], district: 'fengling', industry: 'equipment', licence: { feeMode: 'royalty', annualFee: null, royaltyRate: 2.5, termYears: 4, declaredOn: '2024-09-01', validUntil: '2099-12-31' } },
  { key: 'robot2', type: 'invention', status: 'pending', applied: '2023-07-20', title: '一种协作机器人的碰撞检测方法', abstract: '通过深度学习模型识别关节电流信号中的碰撞特征，实现快速停机。', applicants: [FENGLING, QINGHE], inventors: ['徐刚', '周杰'], ipc: ['B25J9/16', 'G06N3/08'], district: 'fengling', industry: 'equipment' },
  { key: 'cnc1', type: 'utility', status: 'valid', applied: '2019-01-25', title: '数控机床的刀具夹持装置', abstract: '本实用新型涉及一种数控机床的刀具夹持装置，换刀迅速。', applicants: [FENGLING], inventors: ['徐刚'], ipc: ['B23Q3/12'], district: 'fengling', industry: 'equipment' },
  { key: 'weld1', type: 'utility', status: 'invalid', applied: '2016-08-16', title: '一种焊接机器人工作台', abstract: '一种焊接机器人用旋转工作台，定位精度高。', applicants: [FENGLING], inventors: ['马超'], ipc: ['B23K37/04'], district: 'fengling', industry: 'equipment' },
  { key: 'gauge1', type: 'invention', status: 'valid', applied: '2020-11-11', title: '高精度三坐标测量仪', abstract: '一种采用光栅尺的三坐标测量仪，测量精度达到微米级。', applicants: [FENGLING], inventors: ['马超'], ipc: ['G01B5/008'], district: 'fengling', industry: 'equipment' },
  { key: 'alloy1', type: 'invention', status: 'valid', applied: '2017-05-05', title: '一种高强度铝合金及其制备方法', abstract: '通过添加微量稀土元素提高铝合金的强度和韧性。', applicants: [JINSHA], inventors: ['林峰'], ipc: ['C22C21/00'], district: 'jinsha', industry: 'materials' },
  { key: 'pla1', type: 'invention', status: 'pending', applied: '2022-12-12', title: '可降解聚乳酸复合材料', abstract: '一种以聚乳酸为基体的可降解复合材料，力学性能好。', applicants: [JINSHA, QINGHE], inventors: ['何琳'], ipc: ['C08L67/04'], district: 'jinsha', industry: 'materials' },
  { key: 'film1', type: 'utility', status: 'valid', applied: '2021-10-01', title: '一种多层复合包装膜', abstract: '本实用新型提供一种阻隔性能好的多层复合包装膜。', applicants: [JINSHA], inventors: ['何琳'], ipc: ['B32B27/08'], district: 'jinsha', industry: 'materials' },
  { key: 'graph1', type: 'invention', status: 'valid', applied: '2019-07-07', title: '石墨烯导电浆料的制备方法', abstract: '一种用于锂离子电池的石墨烯导电浆料，分散均匀。', applicants: [JINSHA], inventors: ['何琳', '黄磊'], ipc: ['C01B32/184', 'H01M4/62'], district: 'jinsha', industry: 'materials' },
  { key: 'water1', type: 'invention', status: 'valid', applied: '2018-03-03', title: '一种工业污水处理装置', abstract: '一种采用膜生物反应器的工业污水处理装置，出水水质稳定。', applicants: [NANGANG], inventors: ['罗斌'], ipc: ['C02F9/00'], district: 'nangang', industry: 'green', licence: { feeMode: 'lumpSum', annualFee: 30000, royaltyRate: null, termYears: 2, declaredOn: '2024-05-20', validUntil: '2099-12-31' } },
  { key: 'water2', type: 'utility', status: 'valid', applied: '2020-04-04', title: '污水处理用曝气装置', abstract: '一种微孔曝气装置，氧利用率高，不易堵塞。', applicants: [NANGANG], inventors: ['罗斌'], ipc: ['C02F3/20'], district: 'nangang', industry: 'green' },
  { key: 'air1', type: 'invention', status: 'pending', applied: '2023-02-02', title: '烟气脱硫脱硝一体化方法', abstract: '一种同时脱除烟气中二氧化硫和氮氧化物的方法。', applicants: [NANGANG], inventors: ['罗斌', '梁红'], ipc: ['B01D53/60'], district: 'nangang', industry: 'green' },
  { key: 'air2', type: 'utility', status: 'invalid', applied: '2015-09-09', title: '家用空气净化器', abstract: '一种带有负离子发生器的家用空气净化器。', applicants: [LIMING], inventors: ['李明'], ipc: ['F24F8/10'], district: 'shiqiao', industry: 'green' },
  { key: 'speaker1', type: 'design', status: 'valid', applied: '2021-03-21', title: '智能音箱', abstract: '外观设计产品的名称：智能音箱。用途：播放音频。', applicants: [YUNHU], inventors: ['王芳'], ipc: [], district: 'yunhu', industry: null },
  { key: 'shell1', type: 'design', status: 'valid', applied: '2022-08-08', title: '电动汽车充电桩外壳', abstract: '外观设计产品的名称：电动汽车充电桩外壳。', applicants: [HAIBIN], inventors: ['林峰'], ipc: [], district: 'haibin', industry: null },
  { key: 'cup1', type: 'design', status: 'invalid', applied: '2016-06-16', title: '茶杯', abstract: '外观设计产品的名称：茶杯。', applicants: [LIMING], inventors: ['李明'], ipc: [], district: 'shiqiao', industry: null },
  { key: 'cooker1', type: 'utility', status: 'valid', applied: '2020-08-20', title: '一种家用电饭煲', abstract: '一种具有预约功能的家用电饭煲，受热均匀。', applicants: [HUANAN], inventors: ['赵强'], ipc: ['A47J27/08'], district: null, industry: null },
  { key: 'toy1', type: 'utility', status: 'valid', applied: '2024-05-05', title: '儿童益智拼图玩具', abstract: '一种可拼接的儿童益智拼图玩具，边角圆滑。', applicants: [LIMING], inventors: ['李明'], ipc: ['A63F9/10'], district: 'shiqiao', industry: null },
  { key: 'rack1', type: 'invention', status: 'valid', applied: '2019-12-12', title: '用于数据中心的液冷服务器机柜', abstract: "A liquid-cooled server rack with a 'hot aisle' guard and C:\\rack\\cooling controller.", applicants: [OBRIEN], inventors: ['Sean O\'Brien'], ipc: ['G06F1/20'], district: null, industry: 'ngit' },
  { key: 'voice1', type: 'invention', status: 'valid', applied: '2018-12-24', title: '一种基于深度神经网络的语音识别方法', abstract: '采用深度神经网络对语音信号建模，并使用学习率衰减策略训练。', applicants: [QINGHE], inventors: ['陈静'], ipc: ['G10L15/16'], district: 'qinghe', industry: null },
];

/** Adds whole months to a `YYYY-MM-DD` date whose day is at most 28. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The CNIPA check digit of a 12-digit application number (weights 2–9, 2–5; mod 11; 10 is X). */
function checkDigit(digits: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = [...digits].reduce((acc, c, i) => acc + Number(c) * (weights[i] ?? 0), 0) % 11;
  return sum === 10 ? 'X' : String(sum);
}

const TYPE_DIGIT: Record<PatentType, string> = { invention: '1', utility: '2', design: '3' };
const KIND_SUFFIX: Record<PatentType, string> = { invention: 'A', utility: 'U', design: 'S' };

/** A fixture patent with the numbers and dates derived from it, as stored. */
export interface FixturePatent extends PatentFixture {
  applicationNumber: string;
  publicationNumber: string;
  kindCode: string;
  published: string;
  granted: string | null;
}

function derive(p: PatentFixture, index: number): FixturePatent {
  const digits = `${p.applied.slice(0, 4)}${TYPE_DIGIT[p.type]}${String(1_000_000 + index * 4_321).padStart(7, '0')}`;
  const published = addMonths(p.applied, p.type === 'invention' ? 18 : 6);
  const grantedInvention = p.type === 'invention' && p.status === 'valid';
  const granted = grantedInvention
    ? addMonths(p.applied, 30)
    : p.type === 'invention' || p.status === 'pending'
      ? null
      : published;
  const kindCode = grantedInvention ? 'B' : KIND_SUFFIX[p.type];
  const serial = Number(TYPE_DIGIT[p.type]) * 100_000_000 + 10_000_000 + index * 1_237;
  return {
    ...p,
    applicationNumber: `CN${digits}.${checkDigit(digits)}`,
    publicationNumber: `CN${serial}${kindCode}`,
    kindCode,
    published,
    granted,
  };
}

/** Every fixture patent with its derived numbers and dates, by key. */
export const FIXTURE_PATENTS: ReadonlyMap<string, FixturePatent> = new Map(
  PATENT_FIXTURES.map((p, i) => [p.key, derive(p, i)]),
);

/** The fixture patent `key` (throws on a typo, so tests fail loudly). */
export function fixturePatent(key: string): FixturePatent {
  const found = FIXTURE_PATENTS.get(key);
  if (!found) throw new Error(`no fixture patent ${key}`);
  return found;
}

/** Application numbers of `keys`, sorted: what a test compares a result set with. */
export function applicationNumbers(...keys: string[]): string[] {
  return keys.map((k) => fixturePatent(k).applicationNumber).sort();
}

function legalHistory(p: FixturePatent): LegalEvent[] {
  const events: LegalEvent[] = [
    { date: p.applied, code: 'filed' },
    { date: p.published, code: 'published' },
  ];
  if (p.granted) events.push({ date: p.granted, code: 'granted' });
  if (p.status === 'invalid') {
    events.push({ date: addMonths(p.published, 24), code: p.granted ? 'feeLapsed' : 'rejected' });
  }
  return events;
}

/**
 * Inserts the fixture as the real loader does: applicants, wide rows, the narrow search rows with
 * `patentTokens()` as a tsvector literal, and licences. Returns patent ids by key.
 */
export async function insertPatentFixtures(db: Db): Promise<Map<string, number>> {
  const applicantRows = await db
    .insert(patentApplicants)
    .values(FIXTURE_APPLICANTS.map((a) => ({ ...a })))
    .returning({ id: patentApplicants.id, name: patentApplicants.name });
  const applicantIds = new Map(applicantRows.map((a) => [a.name, a.id]));
  const ids = new Map<string, number>();
  for (const p of FIXTURE_PATENTS.values()) {
    const [row] = await db
      .insert(patents)
      .values({
        applicationNumber: p.applicationNumber,
        publicationNumber: p.publicationNumber,
        kindCode: p.kindCode,
        patentType: p.type,
        title: p.title,
        abstract: p.abstract,
        firstClaim: p.claim ?? '',
        applicants: p.applicants,
        inventors: p.inventors,
        applicantAddress: '',
        district: p.district,
        ipcMain: p.ipc[0] ?? null,
        ipcCodes: p.ipc,
        cpcCodes: p.cpc ?? [],
        applicationDate: p.applied,
        publicationDate: p.published,
        grantDate: p.granted,
        legalStatus: p.status,
        legalHistory: legalHistory(p),
        industry: p.industry,
        citations: p.key.length,
      })
      .returning({ id: patents.id });
    if (!row) throw new Error(`insert of ${p.key} returned nothing`);
    ids.set(p.key, row.id);
    const main = p.ipc[0];
    await db.insert(patentSearch).values({
      patentId: row.id,
      tokens: patentTokens({
        title: p.title,
        abstract: p.abstract,
        firstClaim: p.claim ?? '',
        applicants: p.applicants,
        inventors: p.inventors,
        applicationNumber: p.applicationNumber,
        publicationNumber: p.publicationNumber,
        ipcCodes: p.ipc,
        cpcCodes: p.cpc ?? [],
      }),
      applicationDate: p.applied,
      publicationDate: p.published,
      grantDate: p.granted,
      applicationYear: Number(p.applied.slice(0, 4)),
      patentType: PATENT_TYPES.findIndex((t) => t.code === p.type),
      legalStatus: LEGAL_STATUSES.findIndex((s) => s.code === p.status),
      district: p.district,
      industry: p.industry,
      ipcSection: main ? main.slice(0, 1) : null,
      ipcClass: main ? main.slice(0, 3) : null,
      applicantIds: p.applicants.map((name) => applicantIds.get(name) ?? 0),
    });
    if (p.licence) {
      await db.insert(patentLicences).values({
        patentId: row.id,
        ...p.licence,
        conditions: '许可期限内不得再许可第三方。',
        contactName: '许可联系人',
        contactPhone: '0755-12345678',
        contactEmail: 'licence@example.com',
      });
    }
  }
  return ids;
}

/** A test app holding the fixture, with a database token for `/api/data` calls. */
export interface PatentTestApp {
  t: TestApp;
  /** Patent ids by fixture key. */
  ids: Map<string, number>;
  /** The Authorization value of a database token. */
  database: string;
  /** GET `url` with the database token (and `headers`). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A fresh app and database with the fixture loaded and a database token obtained as a visitor. */
export async function createPatentTestApp(): Promise<PatentTestApp> {
  const t = await createTestApp();
  const ids = await insertPatentFixtures(t.db);
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/database',
    headers: auth(await t.visitorToken()),
  });
  const database = `bearer ${issued.json().data.access_token}`;
  return {
    t,
    ids,
    database,
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers: { ...auth(database), ...headers } }),
  };
}
